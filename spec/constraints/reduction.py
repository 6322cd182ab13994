"""Constraints of the reduction ops (seed 000, their sections): reduce, reduce_window,
select_and_scatter, batch_norm_inference, batch_norm_training and batch_norm_grad.

Conventions shared by these predicates:
- A predicate that needs what an earlier constraint guarantees (dimensions in range, window
  attributes of the right size, a body with 2N arguments) returns True when that does not
  hold: the earlier constraint reports the program.
- Shapes compare with `compatible` (a dynamic size matches any size).
- The Ei of a body are the element types of its first N arguments; when the body does not
  have the type the spec asks (C6 of reduce, C13 of reduce_window, C10 of select_and_scatter),
  the constraints on the results' element types hold, so that a wrong body is reported once.
- Absent window attributes take the spec's defaults (strides and dilations: ones; padding:
  zeros), so their size constraints hold.
"""
from __future__ import annotations

from . import constraint
from .notation import (all_in_range, baseline_element_type, baseline_type, compatible,
                       compatible_dim, dim, element_type, function_type, is_promotable,
                       is_unique, rank, same_type, shape, size, values_of)
from ..shapes import num_windows, reduce_shape
from ..types import I1, TensorType


def _scalar(t) -> bool:
    return isinstance(t, TensorType) and rank(t) == 0


def _body_types(body, operands) -> list | None:
    """The Ei of a reduction body over `operands` (types): [E0, ..., EN-1] when the body has
    type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) ->
    (tensor<E0>, ..., tensor<EN-1>) with is_promotable(element_type(operands[i]), Ei), else
    None."""
    t = function_type(body)
    n = len(operands)
    if len(t.inputs) != 2 * n or len(t.results) != n:
        return None
    if not all(_scalar(x) for x in t.inputs + t.results):
        return None
    es = [element_type(x) for x in t.inputs[:n]]
    if [element_type(x) for x in t.inputs[n:]] != es or \
            [element_type(x) for x in t.results] != es:
        return None
    if not all(is_promotable(element_type(x), e) for x, e in zip(operands, es)):
        return None
    return es


def _body_check(body, operands, what: str):
    if _body_types(body, operands) is not None:
        return True
    es = ", ".join(f"tensor<E{i}>" for i in range(len(operands)))
    return (f"{what} has type {function_type(body)}; expected ({es}, {es}) -> ({es}) with "
            f"is_promotable(element_type(inputs[i]), Ei) for inputs of element types "
            f"{', '.join(str(element_type(x)) for x in operands)}")


def _result_elements(body, operands, results):
    es = _body_types(body, operands)
    if es is None or len(results) != len(es):
        return True
    return all(element_type(r) == e for r, e in zip(results, es)) or \
        f"result element types {[str(element_type(r)) for r in results]}; the body's Ei " \
        f"are {[str(e) for e in es]}"


def _window_attr(value, n: int, fill):
    """A window attribute's values, the spec's default when absent; None if its size is not n
    (the size constraint reports it)."""
    values = [fill] * n if value is None else values_of(value)
    return values if len(values) == n else None


def _padding_rows(value, n: int):
    if value is None:
        return [[0, 0]] * n
    return value.tolist() if shape(value) == (n, 2) else None


def _equal_elements(types) -> bool:
    es = [element_type(t) for t in types]
    return all(e == es[0] for e in es)


# -- reduce ----------------------------------------------------------------------------------

@constraint("reduce", 1, "same(shape(inputs...))")
def _(o):
    return all(compatible(x, o.inputs[0]) for x in o.inputs)


@constraint("reduce", 2, "element_type(inputs...) = element_type(init_values...)")
def _(o):
    return all(element_type(x) == element_type(y) for x, y in zip(o.inputs, o.init_values))


@constraint("reduce", 3, "0 < size(inputs) = size(init_values) = size(results) = N",
            note="size(inputs) = size(init_values) is structural (the operands are split "
                 "evenly, as upstream's SameVariadicOperandSize does)")
def _(o):
    return 0 < size(o.inputs) == size(o.init_values) == size(o.results)


@constraint("reduce", 4, "0 <= dimensions < rank(inputs[0])")
def _(o):
    return not o.inputs or all_in_range(o.dimensions, 0, rank(o.inputs[0]))


@constraint("reduce", 5, "is_unique(dimensions)")
def _(o):
    return is_unique(o.dimensions)


@constraint("reduce", 6, "body has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., "
                         "tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) where "
                         "is_promotable(element_type(inputs[i]), Ei)")
def _(o):
    return _body_check(o.body, o.inputs, "body")


@constraint("reduce", 7, "shape(results...) = shape(inputs...) except that the dimension "
                         "sizes of inputs... corresponding to dimensions are not included")
def _(o):
    if not o.inputs or not all_in_range(o.dimensions, 0, rank(o.inputs[0])):
        return True
    want = reduce_shape(shape(o.inputs[0]), values_of(o.dimensions))
    return all(compatible(r, want) for r in o.results) or \
        f"result shapes {[shape(r) for r in o.results]}; expected {tuple(want)}"


@constraint("reduce", 8, "element_type(results[i]) = Ei for all i in [0,N)")
def _(o):
    return _result_elements(o.body, o.inputs, o.results)


# -- reduce_window ---------------------------------------------------------------------------

def _rank0(o) -> int:
    return rank(o.inputs[0]) if o.inputs else 0


@constraint("reduce_window", 1, "0 < size(inputs) = size(init_values) = size(results) = N",
            note="size(inputs) = size(init_values) is structural (the operands are split "
                 "evenly, as upstream's SameVariadicOperandSize does)")
def _(o):
    return 0 < size(o.inputs) == size(o.init_values) == size(o.results)


@constraint("reduce_window", 2, "same(shape(inputs...))")
def _(o):
    return all(compatible(x, o.inputs[0]) for x in o.inputs)


@constraint("reduce_window", 3, "element_type(inputs...) = element_type(init_values...)")
def _(o):
    return all(element_type(x) == element_type(y) for x, y in zip(o.inputs, o.init_values))


for _number, _name in ((4, "window_dimensions"), (6, "window_strides"), (8, "base_dilations"),
                       (10, "window_dilations")):
    constraint("reduce_window", _number, f"size({_name}) = rank(inputs[0])")(
        lambda o, _name=_name: getattr(o, _name) is None
        or size(getattr(o, _name)) == _rank0(o))
    constraint("reduce_window", _number + 1, f"0 < {_name}")(
        lambda o, _name=_name: all(0 < v for v in values_of(getattr(o, _name))))


@constraint("reduce_window", 12, "shape(padding) = [rank(inputs[0]), 2]")
def _(o):
    return o.padding is None or shape(o.padding) == (_rank0(o), 2)


@constraint("reduce_window", 13, "body has type (tensor<E0>, ..., tensor<EN-1>, tensor<E0>, "
                                 "..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>) where "
                                 "is_promotable(element_type(inputs[i]), Ei)")
def _(o):
    return _body_check(o.body, o.inputs, "body")


@constraint("reduce_window", 14, "same(shape(results...))")
def _(o):
    return all(compatible(r, o.results[0]) for r in o.results)


@constraint("reduce_window", 15, "shape(results[0]) = num_windows where: dilated_input_shape = "
                                 "shape(inputs[0]) = 0 ? 0 : (shape(inputs[0]) - 1) * "
                                 "base_dilations + 1; padded_input_shape = padding[:, 0] + "
                                 "dilated_input_shape + padding[:, 1]; dilated_window_shape = "
                                 "(window_dimensions - 1) * window_dilations + 1; "
                                 "is_empty_window = padded_input_shape = 0 || "
                                 "dilated_window_shape > padded_input_shape; num_windows = "
                                 "is_empty_window ? 0 : floor((padded_input_shape - "
                                 "dilated_window_shape) / window_strides) + 1")
def _(o):
    if not o.inputs or not o.results:
        return True
    n = _rank0(o)
    attrs = [_window_attr(o.window_dimensions, n, 1), _window_attr(o.window_strides, n, 1),
             _window_attr(o.base_dilations, n, 1), _window_attr(o.window_dilations, n, 1)]
    padding = _padding_rows(o.padding, n)
    if padding is None or any(a is None or not all(v > 0 for v in a) for a in attrs):
        return True
    want = num_windows(shape(o.inputs[0]), *attrs, padding)
    return compatible(o.results[0], want) or \
        f"shape(results[0]) = {shape(o.results[0])}; num_windows = {tuple(want)}"


@constraint("reduce_window", 16, "element_type(results[i]) = Ei for all i in [0,N)")
def _(o):
    return _result_elements(o.body, o.inputs, o.results)


# -- select_and_scatter ----------------------------------------------------------------------

@constraint("select_and_scatter", 1, "element_type(operand) = element_type(source)")
def _(o):
    return element_type(o.operand) == element_type(o.source)


@constraint("select_and_scatter", 2, "shape(source) = num_windows where: padded_operand_shape "
                                     "= padding[:, 0] + shape(operand) + padding[:, 1]; "
                                     "is_empty_window = padded_operand_shape = 0 || "
                                     "window_dimensions > padded_operand_shape; num_windows = "
                                     "is_empty_window ? 0 : floor((padded_operand_shape - "
                                     "window_dimensions) / window_strides) + 1")
def _(o):
    n = rank(o.operand)
    window = _window_attr(o.window_dimensions, n, 1)
    strides = _window_attr(o.window_strides, n, 1)
    padding = _padding_rows(o.padding, n)
    if window is None or strides is None or padding is None or \
            not all(v > 0 for v in window + strides):
        return True
    want = num_windows(shape(o.operand), window, strides, padding=padding)
    return compatible(o.source, want) or \
        f"shape(source) = {shape(o.source)}; num_windows = {tuple(want)}"


@constraint("select_and_scatter", 3, "element_type(init_value) = element_type(operand)")
def _(o):
    return element_type(o.init_value) == element_type(o.operand)


@constraint("select_and_scatter", 4, "size(window_dimensions) = rank(operand)")
def _(o):
    return o.window_dimensions is None or size(o.window_dimensions) == rank(o.operand)


@constraint("select_and_scatter", 5, "0 < window_dimensions")
def _(o):
    return all(0 < v for v in values_of(o.window_dimensions))


@constraint("select_and_scatter", 6, "size(window_strides) = rank(operand)")
def _(o):
    return o.window_strides is None or size(o.window_strides) == rank(o.operand)


@constraint("select_and_scatter", 7, "0 < window_strides")
def _(o):
    return all(0 < v for v in values_of(o.window_strides))


@constraint("select_and_scatter", 8, "shape(padding) = [rank(operand), 2]")
def _(o):
    return o.padding is None or shape(o.padding) == (rank(o.operand), 2)


@constraint("select_and_scatter", 9, "select has type (tensor<E>, tensor<E>) -> tensor<i1> "
                                     "where E = element_type(operand)")
def _(o):
    t = function_type(o.select)
    e = TensorType((), element_type(o.operand))
    want = ((e, e), (TensorType((), I1),))
    return (t.inputs, t.results) == want or \
        f"select has type {t}; expected ({e}, {e}) -> tensor<i1>"


def _scatter_element(o):
    """The E of the scatter function when it has type (tensor<E>, tensor<E>) -> tensor<E>
    with is_promotable(element_type(operand), E), else None."""
    es = _body_types(o.scatter, [o.operand])
    return es[0] if es else None


@constraint("select_and_scatter", 10, "scatter has type (tensor<E>, tensor<E>) -> tensor<E> "
                                      "where is_promotable(element_type(operand), E)")
def _(o):
    return _body_check(o.scatter, [o.operand], "scatter")


@constraint("select_and_scatter", 11, "shape(operand) = shape(result)")
def _(o):
    return compatible(o.operand, o.result)


@constraint("select_and_scatter", 12, "element_type(result) = E")
def _(o):
    e = _scatter_element(o)
    return e is None or element_type(o.result) == e or \
        f"element_type(result) = {element_type(o.result)}; E = {e}"


# -- batch_norm_inference, batch_norm_training, batch_norm_grad ------------------------------

def _feature_index_ok(o) -> bool:
    return 0 <= o.feature_index < rank(o.operand)


def _feature_size(o, t):
    """size(t) = dim(operand, feature_index), dynamic sizes matching any size."""
    if not _feature_index_ok(o):
        return True
    want = dim(o.operand, o.feature_index)
    got = dim(t, 0) if rank(t) == 1 else size(t)
    return compatible_dim(got, want) or \
        f"size = {got}; dim(operand, feature_index) = {want}"


def _same_baseline_elements(*types):
    es = [baseline_element_type(t) for t in types]
    return all(e == es[0] for e in es) or \
        f"baseline element types {', '.join(map(str, es))} differ"


def _feature_index_rule(op: str) -> None:
    constraint(op, 1, "0 <= feature_index < rank(operand)")(_feature_index_ok)


for _op in ("batch_norm_inference", "batch_norm_training", "batch_norm_grad"):
    _feature_index_rule(_op)

constraint("batch_norm_inference", 2, "operand, scale, offset, mean, variance and result have "
                                      "the same baseline_element_type")(
    lambda o: _same_baseline_elements(o.operand, o.scale, o.offset, o.mean, o.variance,
                                      o.result))
for _number, _name in ((3, "scale"), (4, "offset"), (5, "mean"), (6, "variance")):
    constraint("batch_norm_inference", _number, f"size({_name}) = dim(operand, feature_index)")(
        lambda o, _name=_name: _feature_size(o, getattr(o, _name)))


@constraint("batch_norm_inference", 7, "baseline_type(operand) = baseline_type(result)")
def _(o):
    return same_type(baseline_type(o.operand), baseline_type(o.result))


constraint("batch_norm_training", 2, "operand, scale, offset, batch_mean, batch_var and output "
                                     "have the same baseline_element_type")(
    lambda o: _same_baseline_elements(o.operand, o.scale, o.offset, o.batch_mean, o.batch_var,
                                      o.output))
for _number, _name in ((3, "scale"), (4, "offset"), (5, "batch_mean"), (6, "batch_var")):
    constraint("batch_norm_training", _number, f"size({_name}) = dim(operand, feature_index)")(
        lambda o, _name=_name: _feature_size(o, getattr(o, _name)))


@constraint("batch_norm_training", 7, "baseline_type(output) = baseline_type(operand)")
def _(o):
    return same_type(baseline_type(o.output), baseline_type(o.operand))


constraint("batch_norm_grad", 2, "operand, scale, mean, variance, grad_output, grad_operand, "
                                 "grad_scale and grad_offset have the same "
                                 "baseline_element_type")(
    lambda o: _same_baseline_elements(o.operand, o.scale, o.mean, o.variance, o.grad_output,
                                      o.grad_operand, o.grad_scale, o.grad_offset))


@constraint("batch_norm_grad", 3, "operand, grad_output and grad_operand have the same shape")
def _(o):
    return compatible(o.operand, o.grad_output) and compatible(o.operand, o.grad_operand)


@constraint("batch_norm_grad", 4, "scale, mean, variance, grad_scale and grad_offset have the "
                                  "same shape")
def _(o):
    return all(compatible(o.scale, t) for t in (o.mean, o.variance, o.grad_scale,
                                                o.grad_offset))


@constraint("batch_norm_grad", 5, "size(scale) = dim(operand, feature_index)")
def _(o):
    return _feature_size(o, o.scale)
