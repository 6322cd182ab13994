"""Processes and collectives (reference/processes.py, reference/ops/collectives.py).

Expected values are derived by hand from the spec's formulas: process (r, p) holds an operand
made from its id (e.g. [10 * r + p]), so each expected result can be read off the process groups
the spec's strategies give (listed next to each test)."""
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import spec
from reference import EvaluationError, Interpreter, TOKEN, run_processes
from reference.processes import Grid, process_groups
from spec.attributes import UnitAttr
from spec.build import (binary_region, dense, function, i64_matrix, integer, region, struct,
                        tensor_type)
from spec.types import TokenType
from tests.helpers import compare
from reference.runner import run_file

ROOT = Path(__file__).resolve().parents[2]


def i64(*shape):
    return tensor_type(shape, "i64")


def one_op(op: str, attributes: dict, args: list, results: list, regions=()) -> spec.Module:
    """@main applying `op` to its arguments of types `args`."""
    return spec.Module([function("main", args, lambda b, xs: b.op(
        op, xs, results, attributes, list(regions)), visibility="public")])


def run(op: str, attributes: dict, arg, result, inputs: dict, regions=(), **grid) -> dict:
    """Runs `op` on argument %x of type `arg` (one result of type `result`) on every process."""
    out = run_processes(one_op(op, attributes, [arg], [result], regions), "main", inputs, **grid)
    return {pid: r[0] for pid, r in out.items()}


def channel(handle: int):
    return struct("channel_handle", handle=handle, type=1)


def ids(R, P, f=lambda r, p: [10 * r + p]):
    return {(r, p): [np.array(f(r, p), np.int64)] for r in range(R) for p in range(P)}


def total():
    """The region adding two i64 scalars."""
    return binary_region([("add", i64())])


# -- the spec's strategies (its own examples) ----------------------------------------------

def test_strategies_match_the_spec_examples():
    g = Grid(4, 2)
    assert process_groups("cross_replica", [[0, 1], [2, 3]], g) == [
        [(0, 0), (1, 0)], [(0, 1), (1, 1)], [(2, 0), (3, 0)], [(2, 1), (3, 1)]]
    assert process_groups("cross_partition", [[0, 1]], g) == [
        [(0, 0), (0, 1)], [(1, 0), (1, 1)], [(2, 0), (2, 1)], [(3, 0), (3, 1)]]
    assert process_groups("cross_replica_and_partition", [[0, 1], [2, 3]], g) == [
        [(0, 0), (1, 0), (0, 1), (1, 1)], [(2, 0), (3, 0), (2, 1), (3, 1)]]
    assert process_groups("flattened_ids", [[0, 1, 2, 3], [4, 5, 6, 7]], g) == [
        [(0, 0), (0, 1), (1, 0), (1, 1)], [(2, 0), (2, 1), (3, 0), (3, 1)]]


@pytest.mark.parametrize("groups,why", [([[0, 0], [1, 2]], "not unique"),
                                        ([[0, 4]], r"in \[0, 4\)")])
def test_invalid_groups_are_errors(groups, why):
    with pytest.raises(EvaluationError, match=why):
        process_groups("cross_replica", groups, Grid(4, 1))


# -- all_gather in its three modes (2 x 2 grid, operand [10r + p]) --------------------------

def gather(groups, extra: dict) -> dict:
    return {"all_gather_dim": integer(0), "replica_groups": i64_matrix(groups), **extra}


@pytest.mark.parametrize("groups,extra,n,expected", [
    # cross_replica([[0, 1]]): groups [(0,p), (1,p)] per partition p.
    ([[0, 1]], {}, 2, {(0, 0): [0, 10], (1, 0): [0, 10], (0, 1): [1, 11], (1, 1): [1, 11]}),
    # cross_replica_and_partition([[0, 1]]): one group [(0,0), (1,0), (0,1), (1,1)].
    ([[0, 1]], {"channel_handle": channel(1)}, 4,
     dict.fromkeys([(0, 0), (0, 1), (1, 0), (1, 1)], [0, 10, 1, 11])),
    # flattened_ids([[3, 0], [1, 2]]): ids 3 = (1,1), 0 = (0,0); 1 = (0,1), 2 = (1,0).
    ([[3, 0], [1, 2]], {"channel_handle": channel(1), "use_global_device_ids": UnitAttr()}, 2,
     {(1, 1): [11, 0], (0, 0): [11, 0], (0, 1): [1, 10], (1, 0): [1, 10]}),
])
def test_all_gather_modes(groups, extra, n, expected):
    out = run("all_gather", gather(groups, extra), i64(1), i64(n), ids(2, 2), num_replicas=2,
              num_partitions=2)
    assert {pid: v.tolist() for pid, v in out.items()} == expected


def test_use_global_device_ids_without_channel_is_an_error():
    attributes = gather([[0, 1]], {"use_global_device_ids": UnitAttr()})
    with pytest.raises(EvaluationError, match=r"channel_id > 0 \(C5\)"):
        run("all_gather", attributes, i64(1), i64(2), ids(2, 1), num_replicas=2)


def test_groups_that_miss_a_process_are_an_error():
    with pytest.raises(EvaluationError, match=r"process \(1, 0\) is in no process group"):
        run("all_gather", gather([[0]], {}), i64(1), i64(1), ids(2, 1), num_replicas=2)


# -- all_reduce, reduce_scatter, all_to_all -------------------------------------------------

def test_all_reduce_variadic_with_singleton_and_pair_groups():
    module = one_op("all_reduce", {"replica_groups": i64_matrix([[0, 2], [1, 3]])},
                    [i64(2), i64()], [i64(2), i64()], [total()])
    inputs = {(r, 0): [np.array([r, 100 * r], np.int64), np.array(r, np.int64)] for r in range(4)}
    out = run_processes(module, "main", inputs, num_replicas=4)
    # groups [(0,0),(2,0)] and [(1,0),(3,0)]: sums 0 + 2 and 1 + 3.
    assert [out[r, 0][0].tolist() for r in range(4)] == [[2, 200], [4, 400], [2, 200], [4, 400]]
    assert [int(out[r, 0][1]) for r in range(4)] == [2, 4, 2, 4]


def test_all_reduce_in_a_one_process_grid_and_plain_interpreter():
    attributes = {"replica_groups": i64_matrix([[0]])}
    assert run("all_reduce", attributes, i64(1), i64(1), ids(1, 1), [total()])[0, 0].tolist() \
        == [0]
    module = one_op("all_reduce", attributes, [i64(1)], [i64(1)], [total()])
    assert Interpreter(module).call("main", [np.array([7])])[0].tolist() == [7]


def test_reduce_scatter_cross_replica_and_partition():
    # One group [(0,0), (1,0), (0,1), (1,1)]; the sum of [4k + i for i in 0..3] over the four
    # processes k = 10r + p is [4*22 + 4i] = [88, 92, 96, 100]; receiver i gets part i.
    attributes = {"scatter_dimension": integer(0), "replica_groups": i64_matrix([[0, 1]]),
                  "channel_handle": channel(5)}
    out = run("reduce_scatter", attributes, i64(4), i64(1),
              ids(2, 2, lambda r, p: [4 * (10 * r + p) + i for i in range(4)]), [total()],
              num_replicas=2, num_partitions=2)
    assert {pid: v.tolist() for pid, v in out.items()} == {
        (0, 0): [88], (1, 0): [92], (0, 1): [96], (1, 1): [100]}


def test_all_to_all_cross_partition():
    # channel_id > 0: cross_partition([[0, 1]]) -> groups [(r,0), (r,1)]; receiver index j gets
    # part j of each sender's [a, b] (split on dim 0), concatenated in group order.
    attributes = {"split_dimension": integer(0), "concat_dimension": integer(0),
                  "split_count": integer(2), "replica_groups": i64_matrix([[0, 1]]),
                  "channel_handle": channel(1)}
    out = run("all_to_all", attributes, i64(2), i64(2),
              ids(2, 2, lambda r, p: [100 * r + 10 * p, 100 * r + 10 * p + 1]),
              num_replicas=2, num_partitions=2)
    assert {pid: v.tolist() for pid, v in out.items()} == {
        (0, 0): [0, 10], (0, 1): [1, 11], (1, 0): [100, 110], (1, 1): [101, 111]}


# -- collective_broadcast, collective_permute (zeros for processes outside) ------------------

@pytest.mark.parametrize("groups,expected", [
    (i64_matrix([[2, 1]]), [0, 20, 20, 0]),
    (i64_matrix([], width=0), [0, 0, 0, 0]),
])
def test_collective_broadcast(groups, expected):
    out = run("collective_broadcast", {"replica_groups": groups}, i64(1), i64(1), ids(4, 1),
              num_replicas=4)
    assert [int(out[r, 0][0]) for r in range(4)] == expected


def broadcast_many(groups, roots=None, grid=4) -> dict:
    """Upstream's current collective_broadcast of two operands on every process: [10 r] (i64)
    and [r, -r] (i32), with `roots` as the last operand when given (has_dynamic_root)."""
    args, results = [i64(1), tensor_type((2,), "i32")], [i64(1), tensor_type((2,), "i32")]
    attributes = {"replica_groups": i64_matrix(groups)}
    inputs = {(r, 0): [np.array([10 * r], np.int64), np.array([r, -r], np.int32)]
              for r in range(grid)}
    if roots is not None:
        args.append(tensor_type((2,), "i32"))
        attributes["has_dynamic_root"] = UnitAttr()
        for pid in inputs:
            inputs[pid].append(np.array(roots, np.int32))
    out = run_processes(one_op("collective_broadcast", attributes, args, results), "main",
                        inputs, num_replicas=grid)
    return {r: (int(out[r, 0][0][0]), out[r, 0][1].tolist()) for r in range(grid)}


def test_collective_broadcast_of_several_operands_sends_each_from_the_first_process():
    """Groups [2, 1] and [0, 3]: sources 2 and 0; every result from its group's source."""
    assert broadcast_many([[2, 1], [0, 3]]) == {
        0: (0, [0, 0]), 1: (20, [2, -2]), 2: (20, [2, -2]), 3: (0, [0, 0])}


def test_collective_broadcast_with_a_dynamic_root_takes_each_result_from_its_root():
    """Roots [1, 0]: the first result from process_groups[i, 1], the second from [i, 0]; a
    process in no group gets zeros."""
    assert broadcast_many([[2, 1]], roots=[1, 0]) == {
        0: (0, [0, 0]), 1: (10, [2, -2]), 2: (10, [2, -2]), 3: (0, [0, 0])}


def test_collective_broadcast_root_outside_its_group_is_an_error_naming_c6():
    with pytest.raises(EvaluationError, match="collective_broadcast_c6"):
        broadcast_many([[0, 1], [2, 3]], roots=[2, 0])


@pytest.mark.parametrize("pairs,handle,expected", [
    # cross_replica per partition: (0,p) -> (1,p), (1,p) -> (0,p).
    ([[0, 1], [1, 0]], 0, {(0, 0): 10, (1, 0): 0, (0, 1): 11, (1, 1): 1}),
    # cross_partition per replica: (r,1) -> (r,0); (r,1) receives nothing.
    ([[1, 0]], 1, {(0, 0): 1, (0, 1): 0, (1, 0): 11, (1, 1): 0}),
    ([], 0, dict.fromkeys([(0, 0), (0, 1), (1, 0), (1, 1)], 0)),
])
def test_collective_permute(pairs, handle, expected):
    attributes = {"source_target_pairs": i64_matrix(pairs), "channel_handle": channel(handle)}
    out = run("collective_permute", attributes, i64(1), i64(1), ids(2, 2), num_replicas=2,
              num_partitions=2)
    assert {pid: int(v[0]) for pid, v in out.items()} == expected


# -- send / recv, infeed / outfeed, ids ---------------------------------------------------

def send_recv(direction: str = "EQ") -> spec.Module:
    """@main(x): where the replica id compares `direction` to 0, x is sent on channel 7 (and
    returned), elsewhere the value received on channel 7 is returned."""
    token, ui32 = TokenType(), tensor_type((), "ui32")

    def build(b, args):
        x, t = args[0], b.op("after_all", [], [token])[0]
        replica = b.op("replica_id", [], [ui32])[0]
        zero = b.op("constant", [], [ui32], {"value": dense(0, "ui32")})[0]
        first = compare(b, direction, replica, zero)

        def send(rb, _):
            rb.op("send", [x, t], [token], {"channel_handle": channel(7)})
            return [x]

        def recv(rb, _):
            return rb.op("recv", [t], [i64(2), token], {"channel_handle": channel(7)})[:1]
        return b.op("if", [first], [i64(2)], {}, [region([], send), region([], recv)])
    return spec.Module([function("main", [i64(2)], build, visibility="public")])


def test_send_then_recv_between_processes():
    out = run_processes(send_recv(), "main",
                        {(0, 0): [np.array([5, 6])], (1, 0): [np.array([0, 0])]}, num_replicas=2)
    assert out[1, 0][0].tolist() == [5, 6]


def test_a_lone_process_receives_what_it_sent_as_a_grid_of_one_does():
    text = (ROOT / "corpus/ops/send.mlir").read_text()
    module = spec.parse(next(chunk for _, chunk in spec.split_input_file(text)
                             if "@send_fifo_two_channels(" in chunk))
    args = [np.array([1, 2], np.int32), np.array([[0.5, -1.0, 3.0]], np.float32)]
    alone = Interpreter(module).call("send_fifo_two_channels", args)
    grid = run_processes(module, "send_fifo_two_channels", {(0, 0): args})[0, 0]
    assert len(alone) == len(grid) and all(a.tolist() == g.tolist() for a, g in zip(alone, grid))
    with pytest.raises(EvaluationError, match="to which no process sends"):
        Interpreter(send_recv("LT")).call("main", [np.array([1, 2])])  # never sent: a deadlock


def test_recv_from_the_host_and_the_spec_example():
    text = (ROOT / "corpus/spec_examples/recv.mlir").read_text()
    value = np.array([[1, 2], [3, 4]], np.int64)
    out = run_processes(spec.parse(text), "recv_example_1", host_inputs={1: [[value]]})
    assert out[0, 0][0].tolist() == [[1, 2], [3, 4]] and out[0, 0][1] is TOKEN
    with pytest.raises(EvaluationError, match="the host has no value to send on channel 1"):
        run_processes(spec.parse(text), "recv_example_1")


def test_send_to_the_host_and_outfeed_are_collected():
    host, outfeed = {}, {}
    for name in ("send", "outfeed"):
        text = (ROOT / f"corpus/spec_examples/{name}.mlir").read_text()
        module = spec.parse(text)
        func = module.funcs[0]
        shape = func.type.inputs[0].shape
        run_processes(module, func.name, {(0, 0): [np.arange(np.prod(shape)).reshape(shape)]},
                      host_outputs=host, outfeed=outfeed)
    assert host[1][0][0].tolist() == [[0, 1], [2, 3]]
    assert outfeed[0, 0][0][0].tolist() == [[[0, 1], [2, 3]], [[4, 5], [6, 7]]]


def test_infeed_reads_entries_in_order_and_an_empty_infeed_is_an_error():
    text = (ROOT / "corpus/spec_examples/infeed.mlir").read_text()
    queue = [[np.array([[1, 2], [3, 4]])], [np.array([[5, 6], [7, 8]])]]
    run_processes(spec.parse(text), "infeed_example_1", infeed={(0, 0): queue})
    with pytest.raises(EvaluationError, match=r"the infeed of process \(0, 0\) is empty"):
        run_processes(spec.parse(text), "infeed_example_1", infeed={(0, 0): queue[:1]})


def test_ids_per_process_and_zero_in_a_plain_interpreter():
    text = """func.func @main() -> (tensor<ui32>, tensor<ui32>) {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  %p = "stablehlo.partition_id"() : () -> tensor<ui32>
  "func.return"(%r, %p) : (tensor<ui32>, tensor<ui32>) -> ()
}"""
    out = run_processes(spec.parse(text), "main", num_replicas=2, num_partitions=3)
    assert {pid: (int(a), int(b)) for pid, (a, b) in out.items()} == {
        (r, p): (r, p) for r in range(2) for p in range(3)}
    assert [int(v) for v in Interpreter(spec.parse(text)).call("main", [])] == [0, 0]
    assert out[1, 2][0].dtype == np.uint32


def test_grid_size_from_module_attributes():
    text = """module attributes {mhlo.num_replicas = 3 : i32} {
func.func @main() -> tensor<ui32> {
  %r = "stablehlo.replica_id"() : () -> tensor<ui32>
  "func.return"(%r) : (tensor<ui32>) -> ()
}
}"""
    assert sorted(run_processes(spec.parse(text), "main")) == [(0, 0), (1, 0), (2, 0)]


# -- deadlocks end with an error ----------------------------------------------------------

SKIP = """func.func @main(%x: tensor<1xi64>) -> tensor<1xi64> {
  %id = "stablehlo.replica_id"() : () -> tensor<ui32>
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<ui32>} : () -> tensor<ui32>
  %first = "stablehlo.compare"(%id, %zero) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %r = "stablehlo.if"(%first) ({
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<1xi64>) -> tensor<2xi64>
    %s = "stablehlo.slice"(%g) {start_indices = array<i64: 0>, limit_indices = array<i64: 1>, strides = array<i64: 1>} : (tensor<2xi64>) -> tensor<1xi64>
    "stablehlo.return"(%s) : (tensor<1xi64>) -> ()
  }, {
    "stablehlo.return"(%x) : (tensor<1xi64>) -> ()
  }) : (tensor<i1>) -> tensor<1xi64>
  "func.return"(%r) : (tensor<1xi64>) -> ()
}"""


def test_a_collective_no_one_else_joins_ends_with_an_error_in_bounded_time():
    start = time.monotonic()
    with pytest.raises(EvaluationError) as e:
        run_processes(spec.parse(SKIP), "main", ids(2, 1), num_replicas=2, timeout=30)
    assert time.monotonic() - start < 5  # detected exactly, long before the 30 s timeout
    message = str(e.value)
    assert "deadlock" in message and "stablehlo.all_gather at 6:" in message
    assert "arrived [(0, 0)]; not arrived (1, 0) (finished)" in message


def test_recv_that_no_one_sends_to_is_a_deadlock():
    # With LT (replica_id < 0, never true) every process takes the recv branch.
    with pytest.raises(EvaluationError, match="waits on channel 7, to which no process sends"):
        run_processes(send_recv("LT"), "main",
                      ids(2, 1, lambda r, p: [1, 2]), num_replicas=2)


def test_a_failing_process_aborts_the_waiting_ones():
    # Process (1, 0) gets an input of the wrong shape: its error is the one reported.
    inputs = ids(2, 1)
    inputs[1, 0] = [np.array([1, 2])]
    with pytest.raises(EvaluationError, match=r"process \(1, 0\): argument 0 of @main"):
        run_processes(spec.parse(SKIP), "main", inputs, num_replicas=2)


# -- command line -------------------------------------------------------------------------

def test_cli_eval_per_process_npz_and_run_of_sidecar_cases(tmp_path):
    program = tmp_path / "g.mlir"
    program.write_text(spec.print_module(one_op("all_gather", gather([[0, 1]], {}), [i64(1)],
                                                [i64(2)])))
    np.savez(tmp_path / "in.npz", **{"r0p0/arg0": np.array([3]), "r1p0/arg0": np.array([4])})
    cli = [sys.executable, "-m", "reference"]
    done = subprocess.run(cli + ["eval", str(program), "--func", "main", "--replicas", "2",
                                 "--inputs", str(tmp_path / "in.npz"), "--out",
                                 str(tmp_path / "out.npz")], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    with np.load(tmp_path / "out.npz") as z:
        assert {k: z[k].tolist() for k in z.files} == {"r0p0/out0": [3, 4], "r1p0/out0": [3, 4]}
    files = [f"corpus/spec_examples/{n}.mlir" for n in ("all_gather", "all_to_all",
                                                         "collective_permute", "reduce_scatter")]
    done = subprocess.run(cli + ["run"] + files, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and "4 passed, 0 failed, 0 errors" in done.stdout, done.stdout
    done = subprocess.run(cli + ["run", "corpus/spec_examples/all_reduce.mlir"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "expected 22, actual 6" in done.stdout


def test_a_sidecar_gives_the_hosts_entries_for_recv_by_channel(tmp_path):
    """recv with is_host_transfer reads what the sidecar's "host" table holds for its channel;
    without it the run says the host has nothing to send."""
    value = '{"type": "tensor<2x2xi64>", "value": [[7, 8], [9, 10]]}'
    entry = ('[{"case": "recv_example_1", "host": {"1": [[%s]]}, "outputs": {"(0, 0)": [%s, '
             '{"type": "!stablehlo.token"}]}}]')

    def run(name, sidecar):
        (tmp_path / f"{name}.mlir").write_text((ROOT / "corpus/spec_examples/recv.mlir")
                                               .read_text())
        (tmp_path / f"{name}.processes.json").write_text(sidecar)
        return run_file(str(tmp_path / f"{name}.mlir"))
    assert run("same", entry % (value, value)).passed
    assert not run("other", entry % (value, value.replace("10", "11"))).passed
    report = run("none", entry.replace('"host": {"1": [[%s]]}, ', "") % value)
    assert not report.passed and "no value to send on channel 1" in str(report.to_json())


def test_replica_groups_of_another_element_type_are_an_error_as_for_the_verifier():
    """jaxlib's verifier and ours reject i32 replica groups (tests/spec/test_verify.py); the
    reference does not read them as ids either."""
    groups = dense([[0, 1]], "i32")
    with pytest.raises(EvaluationError, match="i64"):
        run("collective_broadcast", {"replica_groups": groups}, i64(1), i64(1), ids(2, 1),
            num_replicas=2)
