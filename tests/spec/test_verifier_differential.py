"""Our verifier against the official one (upstream's, in jaxlib: `ir.Module.parse` verifies).

For every case of corpus/constraints and for programs the fuzz strategies generate, our verdict
(valid or not) must equal the official verdict, unless the case is recorded in
spec/verifier_divergences.toml with the reason the official verifier departs from the seed spec
(that file is the list of such places; an entry that no longer disagrees is stale and fails).
Quantized programs are not judged: jaxlib has no quant dialect.
"""
from __future__ import annotations

from fnmatch import fnmatchcase

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from fuzz.strategies import DATA_MOVEMENT, ops
from spec.official import divergence_of_case, divergences, official_verdict, recorded_acceptance
from spec.verify import verify
from tests.helpers.sources import constraint_cases
from fuzz.findings import Finding
from fuzz.known import VERIFIER_BY_ID, known_reason

pytestmark = pytest.mark.jaxlib

CASES = constraint_cases()


def test_divergence_entries_are_complete():
    """Every entry names (or, a pattern, matches) corpus cases; an acceptance's cases break its
    constraint."""
    for d in divergences():
        key = d["case"]
        matched = [ids for stem, name, _, _, ids in CASES if fnmatchcase(f"{stem}/{name}", key)]
        assert matched, f"{key}: no such case in corpus/constraints"
        assert d.get("official") in ("accepts", "rejects"), key
        assert d.get("constraint") and len(d.get("reason", "")) > 20, key
        if d["official"] == "accepts":
            assert all(any(fnmatchcase(i, d["constraint"]) for i in ids) for ids in matched), key


@pytest.mark.parametrize("stem,name,line,chunk,ids", CASES,
                         ids=[f"{c[0]}/{c[1]}" for c in CASES])
def test_case_agrees_with_the_official_verifier(stem, name, line, chunk, ids):
    module = spec.parse(chunk, f"{stem}.mlir")
    ours = not verify(module)
    official, message = official_verdict(module)
    key = f"{stem}/{name}"
    if official is None:
        assert divergence_of_case(key) is None, f"{key}: recorded, but jaxlib cannot judge it"
        return
    recorded = divergence_of_case(key)
    if recorded:
        assert ours != official, f"{key}: recorded as a divergence but both verifiers agree " \
                                 "(stale entry: remove it)"
        assert recorded["official"] == ("accepts" if official else "rejects"), key
        return
    assert ours == official, (f"{key}: ours says {'valid' if ours else 'invalid'}, the "
                              f"official verifier {'accepts' if official else 'rejects'}"
                              f"{': ' + message if message else ''}")


@pytest.mark.parametrize("name", sorted(DATA_MOVEMENT))
@given(data=st.data())
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_generated_programs_are_valid_for_both(name, data):
    text, _ = data.draw(ops(name, max_rank=3, max_elements=12))
    module = spec.parse(text)
    diags = verify(module)
    official, message = official_verdict(module)
    assert not diags, "\n".join(map(str, diags)) + "\n" + text
    assert official is not False, message + "\n" + text


# ---------------------------------------------------------------------------------------------
# Regressions: programs that break one constraint, which the official verifier (jaxlib's
# `ir.Module.parse`) accepts: ours rejects each for exactly that constraint, and fuzz/known.py
# counts such a finding as known (the reasons are in spec/verifier_divergences.toml).

FOUND = [
    # 2769d0884eb1e830
    ("all_reduce_c5", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi1>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<4xi64>):
    %0:2 = "stablehlo.all_reduce"(%arg0, %arg1) ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>):
      %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%1) : (tensor<i64>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xi1>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    "func.return"(%0#0, %0#1) : (tensor<4xi64>, tensor<4xi64>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # 6325914c27d989ff
    ("bitcast_convert_c1", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<0x1xf8E5M2>) -> tensor<0xf8E8M0FNU>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<0x1xf8E5M2>):
    %0 = "stablehlo.bitcast_convert"(%arg0) : (tensor<0x1xf8E5M2>) -> tensor<0xf8E8M0FNU>
    "func.return"(%0) : (tensor<0xf8E8M0FNU>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # b2a9a1c1cf3d2204
    ("convolution_c7", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x1x4xf8E4M3B11FNUZ>, tensor<2x3x2xf8E4M3B11FNUZ>) -> tensor<2x1x3xf8E4M3B11FNUZ>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<3x1x4xf8E4M3B11FNUZ>, %arg1: tensor<2x3x2xf8E4M3B11FNUZ>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[0, b, f]x[o, 0, i]->[f, b, 0]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 2>, padding = dense<[[1, -1]]> : tensor<1x2xi64>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGH>], rhs_dilation = array<i64>, window_reversal = array<i1: false>, window_strides = array<i64: 1>} : (tensor<3x1x4xf8E4M3B11FNUZ>, tensor<2x3x2xf8E4M3B11FNUZ>) -> tensor<2x1x3xf8E4M3B11FNUZ>
    "func.return"(%0) : (tensor<2x1x3xf8E4M3B11FNUZ>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # b70575e0f1c4c17d
    ("convolution_c9", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x2xui16>, tensor<1x4x1xui16>) -> tensor<7x1x4xui16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x4x2xui16>, %arg1: tensor<1x4x1xui16>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[f, 0, b]x[i, o, 0]->[0, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2>, padding = dense<0> : tensor<1x2xi64>, rhs_dilation = array<i64: 2>, window_reversal = array<i1>, window_strides = array<i64: 1>} : (tensor<1x4x2xui16>, tensor<1x4x1xui16>) -> tensor<7x1x4xui16>
    "func.return"(%0) : (tensor<7x1x4xui16>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # 353c6641d859e969
    ("dynamic_pad_c4", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x2xf32>, tensor<f32>) -> tensor<?x5xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<?x2xf32>, %arg1: tensor<f32>):
    %0 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %1 = "stablehlo.constant"() {value = dense<1> : tensor<2xi64>} : () -> tensor<2xi64>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<2xi64>} : () -> tensor<2xi64>
    %3 = "stablehlo.dynamic_pad"(%arg0, %arg1, %0, %1, %2) : (tensor<?x2xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x5xf32>
    "func.return"(%3) : (tensor<?x5xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # 2596894cb4b8db8f
    ("reduce_window_c6", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<0xi4>, tensor<0xui32>, tensor<i4>, tensor<ui32>) -> (tensor<1xi4>, tensor<1xui32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<0xi4>, %arg1: tensor<0xui32>, %arg2: tensor<i4>, %arg3: tensor<ui32>):
    %0:2 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: tensor<i4>, %arg5: tensor<ui32>, %arg6: tensor<i4>, %arg7: tensor<ui32>):
      %1 = "stablehlo.multiply"(%arg4, %arg6) : (tensor<i4>, tensor<i4>) -> tensor<i4>
      %2 = "stablehlo.and"(%arg5, %arg7) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      "stablehlo.return"(%1, %2) : (tensor<i4>, tensor<ui32>) -> ()
    }) {base_dilations = array<i64: 2>, padding = dense<[[1, 4]]> : tensor<1x2xi64>, window_dilations = array<i64: 2>, window_dimensions = array<i64: 3>, window_strides = array<i64>} : (tensor<0xi4>, tensor<0xui32>, tensor<i4>, tensor<ui32>) -> (tensor<1xi4>, tensor<1xui32>)
    "func.return"(%0#0, %0#1) : (tensor<1xi4>, tensor<1xui32>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # dbb3ff0b96fb9ea6
    ("reduce_window_c8", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi2>, tensor<i2>) -> tensor<5xi2>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4xi2>, %arg1: tensor<i2>):
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) ({
    ^bb0(%arg2: tensor<i2>, %arg3: tensor<i2>):
      %1 = "stablehlo.multiply"(%arg2, %arg3) : (tensor<i2>, tensor<i2>) -> tensor<i2>
      "stablehlo.return"(%1) : (tensor<i2>) -> ()
    }) {base_dilations = array<i64>, padding = dense<[[1, 2]]> : tensor<1x2xi64>, window_dilations = array<i64: 2>, window_dimensions = array<i64: 2>, window_strides = array<i64: 1>} : (tensor<4xi2>, tensor<i2>) -> tensor<5xi2>
    "func.return"(%0) : (tensor<5xi2>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
    # b313f599a50b7cd2
    ("select_and_scatter_c6", """"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1xf8E5M2FNUZ>, tensor<1xf8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<1xf8E5M2FNUZ>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1xf8E5M2FNUZ>, %arg1: tensor<1xf8E5M2FNUZ>, %arg2: tensor<f8E5M2FNUZ>):
    %0 = "stablehlo.select_and_scatter"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: tensor<f8E5M2FNUZ>, %arg4: tensor<f8E5M2FNUZ>):
      %1 = "stablehlo.compare"(%arg3, %arg4) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<i1>
      "stablehlo.return"(%1) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<f8E5M2FNUZ>, %arg6: tensor<f8E5M2FNUZ>):
      %2 = "stablehlo.multiply"(%arg5, %arg6) : (tensor<f8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ>
      "stablehlo.return"(%2) : (tensor<f8E5M2FNUZ>) -> ()
    }) {padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 3>, window_strides = array<i64>} : (tensor<1xf8E5M2FNUZ>, tensor<1xf8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<1xf8E5M2FNUZ>
    "func.return"(%0) : (tensor<1xf8E5M2FNUZ>) -> ()
  }) : () -> ()
}) : () -> ()
"""),
]


@pytest.mark.parametrize("cid,program", FOUND, ids=[c for c, _ in FOUND])
def test_verifier_regression_official_acceptance_breaks_one_constraint_and_is_known(cid, program):
    """Each program the official verifier accepts breaks exactly one of our constraints and is
    known as a wrong acceptance of the official verifier."""
    module = spec.parse(program)
    assert sorted({d.constraint for d in verify(module)}) == [cid]
    assert official_verdict(module) == (True, "")
    f = Finding(kind="wrong-acceptance", op=cid.rsplit("_", 1)[0], key=cid, oracle="official",
                against="spec", rule="must reject", message="", program=program, expected=[cid])
    reason = known_reason(f, f"mutate/{cid}")
    assert reason is not None, f"{cid}: no official = \"accepts\" entry in verifier_divergences.toml"
    assert reason == VERIFIER_BY_ID[cid]["reason"]


def test_a_pattern_entry_stands_for_the_ids_it_matches():
    """One entry may record a disagreement many ops share (its case and constraint patterns): a
    generated program that breaks chlo_broadcast_zeta_c1 alone is known by it."""
    entry = divergence_of_case("chlo_broadcast_zeta/c1_not_broadcastable")
    assert entry is not None and entry["constraint"] == "chlo_broadcast_*_c1"
    cid = "chlo_broadcast_zeta_c1"
    f = Finding(kind="wrong-acceptance", op="chlo.broadcast_zeta", key=cid, oracle="official",
                against="spec", rule="must reject", message="", program="", expected=[cid])
    assert known_reason(f, f"mutate/{cid}") == entry["reason"]
    f.key = f.expected[0] = "chlo_broadcast_zeta_c3"  # the element types: not recorded
    assert known_reason(f, "mutate/chlo_broadcast_zeta_c3") is None


def test_an_acceptance_of_one_form_explains_only_programs_of_that_form():
    """all_reduce_c1's recorded acceptance is about mesh-axes replica groups: a repeated id in
    the dense form, which jaxlib rejects, is not explained by it, and neither would be a jaxlib
    that began to accept one."""
    cases = {name: text for stem, name, _, text, _ in constraint_cases() if stem == "all_reduce"}
    mesh = spec.parse(cases["c1_mesh_axes_overlap"])
    dense = spec.parse(cases["c1_repeated_id"])
    assert recorded_acceptance(mesh, "all_reduce_c1") is not None
    assert recorded_acceptance(dense, "all_reduce_c1") is None
