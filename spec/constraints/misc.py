"""Constraints of composite, infeed, optimization_barrier, rng and rng_bit_generator (seed
000, their sections; after_all, custom_call and outfeed have none)."""
import numpy as np

from . import constraint
from .notation import (compatible, element_type, is_float, is_namespaced_op_name,
                       is_quantized_tensor, is_tensor, is_token, rank, same_type, shape, size,
                       values_of)
from .. import attributes as A


def _types_equal(xs, ys) -> bool:
    """Equal types, dynamic dimensions included: upstream compares composite's types with its
    decomposition's and optimization_barrier's operand and result types exactly (tensor<2xf32>
    is not tensor<?xf32> there)."""
    return tuple(xs) == tuple(ys)


def _show(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"


# -- composite -------------------------------------------------------------------------------

def _decomposition(o):
    """The function named by `decomposition` in the module holding the op, or None. The
    verifier passes the module's functions as the view's `functions` (name -> Func)."""
    functions = o.names().get("functions") or {}
    return functions.get(o.decomposition)


@constraint("composite", 1, "is_namespaced_op_name(name)")
def _(o):
    return is_namespaced_op_name(o.name) or f"name {o.name!r} is not a namespaced op name " \
                                            "(dialect.op)"


@constraint("composite", 2, "is_defined_in_parent_scope(decomposition)")
def _(o):
    return _decomposition(o) is not None or f"no function @{o.decomposition} in the module"


@constraint("composite", 3, "types(inputs...) == input_types(decomposition)")
def _(o):
    f = _decomposition(o)
    return f is None or _types_equal(o.inputs, f.type.inputs) or \
        f"inputs {_show(o.inputs)}; @{f.name} takes {_show(f.type.inputs)}"


@constraint("composite", 4, "types(results...) == output_types(decomposition)")
def _(o):
    f = _decomposition(o)
    return f is None or _types_equal(o.results, f.type.results) or \
        f"results {_show(o.results)}; @{f.name} returns {_show(f.type.results)}"


# -- infeed ----------------------------------------------------------------------------------

@constraint("infeed", 1, "0 < size(results)")
def _(o):
    return 0 < size(o.results)


@constraint("infeed", 2, "is_empty(result[:-1]) or is_tensor(type(results[:-1]))",
            note="is_tensor admits quantized tensors here: the results table allows them.")
def _(o):
    return all(is_tensor(t) or is_quantized_tensor(t) for t in o.results[:-1])


@constraint("infeed", 3, "is_token(type(results[-1]))")
def _(o):
    return not o.results or is_token(o.results[-1])


# -- optimization_barrier --------------------------------------------------------------------

@constraint("optimization_barrier", 1, "type(operand...) = type(result...)",
            note="Equal types, not types equal up to dynamic dimensions: upstream requires 'the "
                 "same type for operand and result' (tensor<2xf32> to tensor<?xf32> fails).")
def _(o):
    return _types_equal(o.operand, o.result)


# -- rng -------------------------------------------------------------------------------------

def _constant(value):
    """The value of an SSA value defined by stablehlo.constant, else None."""
    op = value.defining_op
    if op is None or op.name != "stablehlo.constant":
        return None
    attr = op.attributes.get("value")
    return np.asarray(attr.array) if isinstance(attr, A.DenseElementsAttr) else None


@constraint("rng", 1, "element_type(a) = element_type(b) = element_type(result)")
def _(o):
    return element_type(o.a) == element_type(o.b) == element_type(o.result)


@constraint("rng", 2, "if rng_distribution = NORMAL, then is_float(a)")
def _(o):
    return o.rng_distribution != "NORMAL" or is_float(o.a)


@constraint("rng", 3, "shape(result) = shape",
            note="shape is an SSA operand: its value is known when a stablehlo.constant "
                 "defines it; otherwise only rank(result) = dim(shape, 0) is checked.")
def _(o):
    value = _constant(o.self.operands[2])
    if value is not None:
        return compatible(shape(o.result), values_of(value)) or \
            f"result {o.result}; shape = {values_of(value)}"
    n = shape(o.shape)[0] if rank(o.shape) == 1 else None
    return n is None or rank(o.result) == n


# -- rng_bit_generator -----------------------------------------------------------------------

@constraint("rng_bit_generator", 1, "type(initial_state) = type(output_state)")
def _(o):
    return same_type(o.initial_state, o.output_state)


_STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3)}


@constraint("rng_bit_generator", 2, "size(initial_state) is defined as: if rng_algorithm = "
                                    "DEFAULT, implementation-defined; if rng_algorithm = "
                                    "THREE_FRY, 2; if rng_algorithm = PHILOX, 2 or 3")
def _(o):
    allowed = _STATE_SIZES.get(o.rng_algorithm)
    n = size(o.initial_state)
    return allowed is None or n is None or n in allowed or \
        f"size(initial_state) = {n} for {o.rng_algorithm}; expected " \
        f"{' or '.join(map(str, allowed))}"
