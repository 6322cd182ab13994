"""Random numbers: rng_bit_generator and rng.

rng_bit_generator's THREE_FRY and PHILOX are, by the spec, implementation-defined variants of
the algorithms of Salmon et al. (SC 2011); the reference implements XLA's variants bit for bit
(xla/hlo/builder/lib/prng.cc through the rng-bit-generator-expander), so that its outputs are
comparable with XLA's:

- the key is `initial_state[0]` (its low and high 32-bit halves are the two key words) and
  `output_state` is `initial_state` with its counter advanced by the number of blocks used;
- THREE_FRY (Threefry-2x32, 20 rounds; `size(initial_state) = 2`): block counter
  `initial_state[1] + i` (mod 2^64), its low and high halves the two input words. 64-bit
  outputs take one block per element (output word 0 is the low half). Narrower outputs take
  32-bit words laid out by XLA's shape split: the first even dimension (else the first largest
  one) is halved, rounded up, the two output words of one block become neighbours along it,
  and the padding of an odd dimension is dropped; outputs under 32 bits are the low bits of
  those words;
- PHILOX (Philox-4x32, 10 rounds; `size(initial_state)` 2 or 3): a 128-bit block counter
  `initial_state[1] + 2^64 * initial_state[2] + i` (mod 2^128); with a state of 2 elements XLA
  takes the key `initial_state[0]` as the high 64 bits of the counter, and a carry out of the
  low 64 bits then is not kept in `output_state`. The four 32-bit words of each block follow
  one another in row-major order, 64-bit outputs are pairs of them (low word first), outputs
  under 32 bits are the low bits of each word.
- Float outputs are the random bits reinterpreted as the float type (XLA gives its buffer the
  unsigned integer type of the same width: the same bits).

DEFAULT is implementation-defined; the reference runs PHILOX for it, as XLA on the CPU does.

rng's generator is implementation-defined altogether; the reference's is deterministic (the same
inputs give the same result, every time): Philox-4x32 with key 0 from counter 0, read as 64-bit
words `w` as PHILOX above does, mapped to the distribution (see `rng`).
"""
from __future__ import annotations

import numpy as np

from ..errors import EvaluationError
from ..values import F64, element_type_of, from_bit_pattern, integers, kind, narrow, widen
from .registry import Unspecified, op

U32, U64 = np.dtype(np.uint32), np.dtype(np.uint64)
STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


def _rotate_left(x: np.ndarray, r: int) -> np.ndarray:
    return (x << U32.type(r)) | (x >> U32.type(32 - r))


def _halves(x) -> tuple[np.ndarray, np.ndarray]:
    """The low and high 32-bit words of uint64 values."""
    x = np.asarray(x, U64)
    return x.astype(U32), (x >> U64.type(32)).astype(U32)


def _join(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    return low.astype(U64) | (high.astype(U64) << U64.type(32))


def threefry2x32(key: int, x0: np.ndarray, x1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Threefry-2x32 with 20 rounds of the 64-bit `key` on the word pairs (x0, x1)."""
    rotations = ((13, 15, 26, 6), (17, 29, 16, 24))
    k0, k1 = key % 2**32, key >> 32
    ks = (k0, k1, k0 ^ k1 ^ 0x1BD11BDA)
    x0, x1 = x0 + U32.type(ks[0]), x1 + U32.type(ks[1])
    for i in range(5):
        for r in rotations[i % 2]:
            x0 = x0 + x1
            x1 = _rotate_left(x1, r) ^ x0
        x0, x1 = x0 + U32.type(ks[(i + 1) % 3]), x1 + U32.type((ks[(i + 2) % 3] + i + 1) % 2**32)
    return x0, x1


def philox4x32(key: int, x: list[np.ndarray]) -> list[np.ndarray]:
    """Philox-4x32 with 10 rounds of the 64-bit `key` on the word quadruples `x`."""
    k0, k1 = key % 2**32, key >> 32
    for _ in range(10):
        p0 = x[0].astype(U64) * U64.type(0xD2511F53)
        p1 = x[2].astype(U64) * U64.type(0xCD9E8D57)
        (lo0, hi0), (lo1, hi1) = _halves(p0), _halves(p1)
        x = [hi1 ^ x[1] ^ U32.type(k0), lo1, hi0 ^ x[3] ^ U32.type(k1), lo0]
        k0, k1 = (k0 + 0x9E3779B9) % 2**32, (k1 + 0xBB67AE85) % 2**32
    return x


def _threefry_words(key: int, counter: int, shape: tuple[int, ...], bits: int):
    """THREE_FRY's words (uint64 if bits == 64, else uint32) of `shape`, and the blocks used."""
    if bits == 64:
        n = int(np.prod(shape))
        block = U64.type(counter) + np.arange(n, dtype=U64)
        return _join(*threefry2x32(key, *_halves(block))).reshape(shape), n
    if not shape:
        return threefry2x32(key, *_halves([counter]))[0].reshape(()), 1
    even = [d for d, size in enumerate(shape) if size % 2 == 0]
    split = even[0] if even else int(np.argmax(shape))
    half = shape[:split] + (-(-shape[split] // 2), 1) + shape[split + 1:]
    n = int(np.prod(half))
    block = (U64.type(counter) + np.arange(n, dtype=U64)).reshape(half)
    pairs = np.concatenate(threefry2x32(key, *_halves(block)), axis=split + 1)
    padded = pairs.reshape(shape[:split] + (2 * half[split],) + shape[split + 1:])
    return padded[(slice(None),) * split + (slice(0, shape[split]),)], n


def _philox_words(key: int, counter: list[int], shape: tuple[int, ...], bits: int):
    """PHILOX's words (uint64 if bits == 64, else uint32) of `shape`, and the blocks used."""
    n = int(np.prod(shape)) * (2 if bits == 64 else 1)
    blocks = -(-n // 4)
    low = U64.type(counter[0]) + np.arange(blocks, dtype=U64)
    high = U64.type(counter[1]) + (low < U64.type(counter[0]))  # the carry of the low word
    words = np.stack(philox4x32(key, [*_halves(low), *_halves(high)]), axis=-1).reshape(-1)[:n]
    if bits == 64:
        words = _join(words[0::2], words[1::2])
    return words.reshape(shape), blocks


def _random_bits(algorithm: str, state: np.ndarray, shape: tuple[int, ...], bits: int):
    """The random bits (uint64 or uint32 words) of `shape` and the output state."""
    key, counter = int(state[0]), [int(s) for s in state[1:]]
    if algorithm == "THREE_FRY":
        words, used = _threefry_words(key, counter[0], shape, bits)
    else:  # PHILOX, and DEFAULT is PHILOX
        high = counter[1] if len(counter) == 2 else key  # XLA's high word of a size-2 state
        words, used = _philox_words(key, [counter[0], high], shape, bits)
    advanced = (counter[0] + used) % 2**64
    carry = (counter[0] + used) // 2**64
    output_state = [key, advanced] + [(c + carry) % 2**64 for c in counter[1:]]
    return words, np.array(output_state, U64)


def _algorithm_is_default(initial_state, *, rng_algorithm):
    return np.bool_(rng_algorithm == "DEFAULT")


@op("rng_bit_generator", unspecified=[Unspecified(
    "rng_bit_generator/default-algorithm", "implementation-defined",
    "rng_algorithm = DEFAULT: the algorithm, and the size of initial_state, are "
    "implementation-defined (C2); output and output_state are not comparable across "
    "implementations",
    "PHILOX (as XLA on the CPU), with an initial_state of size 2 or 3",
    _algorithm_is_default)])
def rng_bit_generator(initial_state, *, rng_algorithm, result_types):
    if len(initial_state) not in STATE_SIZES[rng_algorithm]:
        raise EvaluationError(
            f"rng_bit_generator_c2: size(initial_state) = {len(initial_state)}, but "
            f"{rng_algorithm} takes {' or '.join(map(str, STATE_SIZES[rng_algorithm]))}")
    output_type = result_types[1]
    if any(d is None for d in output_type.shape):
        raise EvaluationError("rng_bit_generator: the output shape must be static")
    et = output_type.element_type
    words, output_state = _random_bits(rng_algorithm, initial_state, tuple(output_type.shape),
                                       et.bits)
    return [output_state, from_bit_pattern(words.astype(U64), et)]


# ---------------------------------------------------------------------------------------------
# rng

def _words(count: int) -> np.ndarray:
    """The generator of rng: `count` 64-bit words of Philox-4x32, key 0, counter 0."""
    return _philox_words(0, [0, 0], (count,), 64)[0]


def _uniform(a, b, shape):
    """Integers `a + w mod (b - a)`; floats `a * (1 - u) + b * u` for `u = (w >> 11) / 2^53`
    in [0, 1), rounded once, `a` where that rounds to `b` or beyond; `a` where not a < b."""
    et = element_type_of(a)
    n = int(np.prod(shape))
    if not a < b:
        return np.full(shape, a, et.dtype)
    if kind(et) == "float":
        u = (_words(n) >> U64.type(11)).astype(F64) * 2.0**-53
        wide_a, wide_b = np.float64(a.astype(F64)), np.float64(b.astype(F64))
        with np.errstate(all="ignore"):
            result = narrow(wide_a * (1 - u) + wide_b * u, et)
        in_range = (result >= a) & (result < b)  # rounding can reach b
        return np.where(in_range, result, a).reshape(shape)
    span = U64.type((int(widen(b)) - int(widen(a))) % 2**64)
    offset = _words(n) % span
    start = U64.type(int(widen(a)) % 2**64)
    return narrow((start + offset).astype(widen(a).dtype), et).reshape(shape)


def _normal(a, b, shape):
    """`a + b * z`, computed in float64 and rounded once, for the standard normal
    `z = sqrt(-2 log u1) cos(2 pi u2)` (Box-Muller) of `u1 = ((w >> 11) + 1) / 2^53` in (0, 1]
    and `u2 = (w' >> 11) / 2^53` in [0, 1), the words `w, w'` of each element in turn."""
    et = element_type_of(a)
    if kind(et) != "float":
        raise EvaluationError(f"rng_c2: rng_distribution = NORMAL needs a float type, not "
                              f"{et.name}")
    n = int(np.prod(shape))
    w = (_words(2 * n) >> U64.type(11)).astype(F64).reshape(n, 2)
    u1, u2 = (w[:, 0] + 1) * 2.0**-53, w[:, 1] * 2.0**-53
    z = np.sqrt(-2 * np.log(u1)) * np.cos(2 * np.pi * u2)
    with np.errstate(all="ignore"):
        return narrow(a.astype(F64) + b.astype(F64) * z, et).reshape(shape)


def _everywhere(a, b, shape):
    return np.ones(tuple(integers(shape)), bool)


def _empty_interval(a, b, shape, *, rng_distribution):
    return np.bool_(rng_distribution == "UNIFORM" and not a < b)


def _negative_deviation(a, b, shape, *, rng_distribution):
    return np.bool_(rng_distribution == "NORMAL" and b < 0)


@op("rng", unspecified=[
    Unspecified("rng/generator", "implementation-defined",
                "the exact generation of the random numbers is implementation-defined; no "
                "result element is comparable across implementations (only its range is)",
                "a deterministic generator: Philox-4x32 words, key 0, counter 0 (module doc)",
                _everywhere),
    Unspecified("rng/uniform-empty-interval", "undefined",
                "rng_distribution = UNIFORM with a >= b (or a, b unordered)",
                "a in every element", _empty_interval),
    Unspecified("rng/normal-negative-deviation", "undefined",
                "rng_distribution = NORMAL with b < 0",
                "a + b * z, the same as standard deviation -b", _negative_deviation)])
def rng(a, b, shape, *, rng_distribution):
    result_shape = tuple(integers(shape))
    if rng_distribution == "UNIFORM":
        return _uniform(a, b, result_shape)
    return _normal(a, b, result_shape)
