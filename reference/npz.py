"""Values in .npz files: the inputs and outputs of `python -m reference eval`.

numpy's .npz format holds numpy's own dtypes only (ml_dtypes arrays come back as raw `|V1` /
`|V2` bytes), so values are stored as follows, under keys `<prefix><i>` (`arg0`, `arg1`, ... for
inputs; `out0`, `out1`, ... for outputs):

- tensors of numpy's own types (i1 as bool, i8..i64, ui8..ui64, f16, f32, f64, complex): as they
  are;
- tensors of the ml_dtypes types (bf16, every f4/f6/f8 type, i2/i4/ui2/ui4): their bit patterns
  as the unsigned integer dtype of the same width (uint8, uint16), with the element type's name
  under `<key>.type` (e.g. `out0.type = "bf16"`);
- quantized tensors: their storage values by the rules above, with the quantized element type
  under `<key>.type`;
- tokens: an empty uint8 array with `<key>.type = "token"`;
- tuples: an empty uint8 array with `<key>.type = "tuple"`, and element i under `<key>.<i>` by
  these same rules (nested tuples nest: `out0.1.0`).

Reading, the expected types are known (the function's signature), so `<key>.type` is optional:
when present it must name the expected element type. Bit patterns of an ml_dtypes type are also
accepted as raw bytes of the same width (what `np.savez` makes of an ml_dtypes array). Inputs
may also be keyed `arr_0`, `arr_1`, ... (`np.savez` with positional arrays) or `out0`, `out1`, ...
(so one evaluation's outputs can be the next one's inputs).
"""
from __future__ import annotations

import zipfile

import numpy as np

from spec.types import ElementType, QuantizedElementType, TensorType, TokenType, TupleType, Type

from . import values


class NpzError(ValueError):
    """An .npz file that cannot be read as the values asked for; the message says why."""


def save(path: str, results: list, prefix: str = "out") -> None:
    """Writes `results` (tensors, quantized tensors, tokens) under `<prefix>0`, ...."""
    arrays = {}
    for i, value in enumerate(results):
        arrays.update(encode(value, f"{prefix}{i}"))
    np.savez(path, **arrays)


def encode(value, key: str) -> dict[str, np.ndarray]:
    if isinstance(value, tuple):
        arrays = {key: np.zeros(0, np.uint8), f"{key}.type": np.array("tuple")}
        for i, item in enumerate(value):
            arrays.update(encode(item, f"{key}.{i}"))
        return arrays
    if value is values.TOKEN:
        return {key: np.zeros(0, np.uint8), f"{key}.type": np.array("token")}
    if isinstance(value, values.QuantizedTensor):
        return {key: _storage(value.storage), f"{key}.type": np.array(str(value.element_type))}
    if isinstance(value, np.ndarray):
        et = values.element_type_of(value)
        if _as_bits(et):
            return {key: _storage(value), f"{key}.type": np.array(et.name)}
        return {key: value}
    raise NpzError(f"{key} is {values.describe(value)}; .npz files hold tensors, tokens and "
                   "tuples of them only")


def _as_bits(et: ElementType) -> bool:
    return et.dtype.isbuiltin == 2  # an ml_dtypes type, which .npz cannot hold


def _storage(x: np.ndarray) -> np.ndarray:
    et = values.element_type_of(x)
    return values.bit_pattern(x).astype(values.uint_dtype(et.bits)) if _as_bits(et) else x


def load(path: str, types: list[Type], prefix: str = "arg") -> list:
    """Reads one value per type in `types` from the .npz file at `path`."""
    try:
        with np.load(path, allow_pickle=False) as z:
            arrays = {k: z[k] for k in z.files}
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise NpzError(f"cannot read {path} as .npz: {e}") from None
    keys = _keys(arrays, len(types), prefix)
    return [decode(arrays, key, t) for key, t in zip(keys, types)]


def _keys(arrays: dict, n: int, prefix: str) -> list[str]:
    data = sorted(k for k in arrays if "." not in k)  # a tuple's elements are <key>.<i>
    for style in (prefix, "arr_", "out"):
        keys = [f"{style}{i}" for i in range(n)]
        if sorted(keys) == data:
            return keys
    want = ", ".join(f"{prefix}{i}" for i in range(n)) or "no arrays"
    raise NpzError(f"expected {n} input(s) ({want}), the file has {', '.join(data) or 'none'}")


def decode(arrays: dict, key: str, type: Type):
    named = arrays.get(f"{key}.type")
    if key not in arrays:
        raise NpzError(f"{key} is missing (expected a value of type {type})")
    data = arrays[key]
    if isinstance(type, TupleType):
        if named is not None and str(named) != "tuple":
            raise NpzError(f"{key}.type is {named}, expected tuple")
        extra = sorted(k for k in arrays if k.startswith(f"{key}.") and k[len(key) + 1:].isdigit()
                       and int(k[len(key) + 1:]) >= len(type.types))
        if extra:
            raise NpzError(f"{key} is a {type}, the file has more elements: {', '.join(extra)}")
        return tuple(decode(arrays, f"{key}.{i}", t) for i, t in enumerate(type.types))
    if isinstance(type, TokenType):
        if named is not None and str(named) != "token":
            raise NpzError(f"{key}.type is {named}, expected token")
        return values.TOKEN
    if not isinstance(type, TensorType):
        raise NpzError(f"{key}: values of type {type} cannot be read from .npz")
    et = type.element_type
    if named is not None and str(named) != str(et):
        raise NpzError(f"{key}.type is {named}, expected {et}")
    if isinstance(et, QuantizedElementType):
        value = values.QuantizedTensor(_elements(data, et.storage_type, key), et)
    else:
        value = _elements(data, et, key)
    why = values.type_mismatch(value, type)
    if why:
        raise NpzError(f"{key} is not a {type}: {why}")
    return value


def _elements(data: np.ndarray, et: ElementType, key: str) -> np.ndarray:
    if data.dtype == et.dtype:
        return data
    width = values.uint_dtype(et.bits)
    if _as_bits(et) and data.dtype in (width, np.dtype(f"V{width.itemsize}")):
        bits = data.view(width).astype(np.uint64)
        if (bits >> np.uint64(et.bits)).any():
            raise NpzError(f"{key} holds bit patterns wider than {et}'s {et.bits} bits")
        return np.asarray(values.from_bit_pattern(bits, et))  # rank 0 stays an array
    how = f"{width} bit patterns" if _as_bits(et) else f"numpy {et.dtype}"
    raise NpzError(f"{key} has numpy dtype {data.dtype}; element type {et} is stored as {how}")
