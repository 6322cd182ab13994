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

On a process grid (`save_grid`, `load_grid`: the multi-process form of the command protocol,
like `python -m reference eval` on a grid) each process's values carry its id as a prefix:
`r<replica>p<partition>/arg0`, `r0p1/out0`, ... (and `r0p1/out0.type`).

Reading, the expected types are known (the function's signature), so `<key>.type` is optional:
when present it must name the expected element type. Bit patterns of an ml_dtypes type are also
accepted as raw bytes of the same width (what `np.savez` makes of an ml_dtypes array). Inputs
may also be keyed `arr_0`, `arr_1`, ... (`np.savez` with positional arrays) or `out0`, `out1`, ...
(so one evaluation's outputs can be the next one's inputs).
"""
from __future__ import annotations

import math
import os
import zipfile

import numpy as np

from spec import files
from spec.syntax.literals import ELEMENT_BUDGET
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
    """Reads one value per type in `types` from the .npz file at `path`. The file is read
    defensively (it may come from a vendor's executable): a path must name a regular file no
    larger than the values asked for take with their headers; the archive may hold no more
    members than those values have (each and its `.type`), none and all of them together no
    more bytes than the values take (checked on each .npy header and on the zip's uncompressed
    sizes before anything is read or inflated); pickles are refused."""
    try:
        arrays = _read(path, types)
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise NpzError(f"cannot read {path} as .npz: {e}") from None
    keys = _keys(arrays, len(types), prefix)
    return [decode(arrays, key, t) for key, t in zip(keys, types)]


def process_key(pid: tuple[int, int]) -> str:
    """The key prefix of process (replica, partition) on a grid: `r<replica>p<partition>/`."""
    return f"r{pid[0]}p{pid[1]}/"


def save_grid(path: str, values_: dict, prefix: str = "out") -> None:
    """Writes each process's values (`values_[(replica, partition)]`, a list) under
    `r<replica>p<partition>/<prefix><i>`."""
    arrays = {}
    for pid, items in values_.items():
        for i, value in enumerate(items):
            arrays.update(encode(value, f"{process_key(pid)}{prefix}{i}"))
    np.savez(path, **arrays)


def load_grid(path: str, types: list[Type], pids: list, prefix: str = "arg") -> dict:
    """Reads every process's values (one per type in `types`, the same types in every process)
    from the .npz at `path`, as `load` reads one process's: {pid: [values]}. A key that names
    no process of `pids` is an error."""
    try:
        arrays = _read(path, types, len(pids))
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise NpzError(f"cannot read {path} as .npz: {e}") from None
    stray = sorted(k for k in arrays if not any(k.startswith(process_key(p)) for p in pids))
    if stray:
        raise NpzError(f"keys {', '.join(stray[:4])} name no process of the grid (keys are "
                       f"r<replica>p<partition>/{prefix}<i>)")
    out = {}
    for pid in pids:
        head = process_key(pid)
        own = {k[len(head):]: v for k, v in arrays.items() if k.startswith(head)}
        try:
            out[pid] = [decode(own, key, t) for key, t
                        in zip(_keys(own, len(types), prefix), types)]
        except NpzError as e:
            raise NpzError(f"process {head[:-1]}: {e}") from None
    return out


HEADER_BYTES = 1 << 16
"""What a member may hold beyond its data: the .npy header (and a `.type` name)."""


def _expected_bytes(types: list) -> int:
    """The bytes the values of `types` take in a file (at least one element budget's worth
    when a dimension is not static)."""
    total = 0
    for t in types:
        if isinstance(t, TupleType):
            total += _expected_bytes(list(t.types))
        elif isinstance(t, TensorType):
            if any(d is None for d in t.shape):
                return ELEMENT_BUDGET * 16
            et = t.element_type
            storage = et.storage_type if isinstance(et, QuantizedElementType) else et
            width = values.uint_dtype(storage.bits).itemsize if _as_bits(storage) else \
                storage.dtype.itemsize
            total += int(np.prod(t.shape)) * width
    return total


MEMBER_SLACK = 16
"""Members a file may hold beyond its values and their `.type` names (keys with a dot are not
values: a writer's notes)."""


def _members(types: list) -> int:
    """The members the values of `types` take: each value and its `.type` name (a tuple's
    elements too)."""
    return sum(2 + (_members(list(t.types)) if isinstance(t, TupleType) else 0) for t in types)


def _read(path, types: list, copies: int = 1) -> dict[str, np.ndarray]:
    """The members of the .npz at `path` that holds `copies` sets of values of `types` (one per
    process of a grid), within the bounds `load` describes."""
    limit = _expected_bytes(types)
    members = copies * _members(types) + MEMBER_SLACK
    total = copies * limit + members * HEADER_BYTES
    if isinstance(path, (str, os.PathLike)):  # zip's own overhead: 1 KiB a member, a comment
        files.regular_size(path, total + members * 1024 + (1 << 16))
    arrays = {}
    with zipfile.ZipFile(path) as archive:
        infos = archive.infolist()
        if len(infos) > members:
            raise ValueError(f"{len(infos)} members, more than the {members} the expected "
                             "values take")
        for info in infos:
            if info.file_size > limit + HEADER_BYTES:
                raise ValueError(f"member {info.filename.removesuffix('.npy')} inflates to "
                                 f"{info.file_size} bytes, more than the {limit} the expected "
                                 "values take")
        inflated = sum(info.file_size for info in infos)
        if inflated > total:
            raise ValueError(f"its members together inflate to {inflated} bytes, more than the "
                             f"{total} the expected values take with their headers")
        for info in infos:
            key = info.filename.removesuffix(".npy")
            with archive.open(info) as f:
                version = np.lib.format.read_magic(f)
                read_header = {(1, 0): np.lib.format.read_array_header_1_0,
                               (2, 0): np.lib.format.read_array_header_2_0}.get(version)
                if read_header is None:
                    raise ValueError(f"member {key}: .npy format version {version} is not read")
                shape, _, dtype = read_header(f)
                if dtype.hasobject:
                    raise ValueError(f"member {key} holds Python objects (pickles are refused)")
                if math.prod(shape) * dtype.itemsize > limit + HEADER_BYTES:
                    raise ValueError(f"member {key} claims shape {list(shape)} of {dtype}, more "
                                     f"than the {limit} bytes the expected values take")
            with archive.open(info) as f:
                arrays[key] = np.lib.format.read_array(f, allow_pickle=False)
    return arrays


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
