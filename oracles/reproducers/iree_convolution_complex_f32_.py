#!/usr/bin/env python3
"""IREE (llvm-cpu) vs the StableHLO spec: convolution on complex<f32> (crash).

The spec (convolution): Computes dot products between windows of `lhs` and slices of `rhs` and
produces `result`. The following diagram shows how elements in `result` are computed from `lhs`
and `rhs` using a concrete example.

Seen: crash: iree-compile was killed by signal 11 #4 0x00007fa51dc6f4b6
mlir::TypeRange::dereference_iterator(llvm::PointerUnion<mlir::Value const*, mlir::Type const*,
mlir::OpOperand*, mlir::detail::OpResultIm #5 0x00007fa51de2122b
fillStructuredOpRegion(mlir::OpBuilder&, mlir::Region&, mlir::TypeRange, mlir::TypeRange,
llvm::ArrayRef<mlir::NamedAttribute>, llvm::func

Known divergence (oracles/known_divergences.toml, iree convolution): iree-compile dies with
SIGSEGV on a convolution of complex operands, a 1-D one of 1x4x1 by 2x1x1 included
(convolution/complex<f32>/case_2 and case_3 of the run of 2026-11-27). Reproduced by the
conformance case convolution/complex<f32>/case_2.

Seen with iree-base-compiler 3.13.0, iree-base-runtime 3.13.0. Needs only iree-base-compiler,
iree-base-runtime, numpy and ml_dtypes. Prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone, "could not tell: ..." and 125
when it cannot check (the program failed where a result was expected, or jax sees no GPU; git
bisect run skips a version with that status).
"""
import re
import signal
import subprocess
import sys

import iree.compiler
import iree.runtime
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<2x4x3x4xcomplex<f32>>, %arg1: tensor<2x4x3x1xcomplex<f32>>) -> tensor<4x2x4x4xcomplex<f32>> {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[i, o, 0, 1]->[1, b, f, 0], window = {stride = [1, 1], pad = [[2, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x4x3x4xcomplex<f32>>, tensor<2x4x3x1xcomplex<f32>>) -> tensor<4x2x4x4xcomplex<f32>>
    return %0 : tensor<4x2x4x4xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(-0.04028564691543579, 1.0), complex(-7.426705360412598, 1.1754943508222875e-38), complex(np.inf, -1.0), complex(0.2910566031932831, -7.688986778259277), complex(1.4070743322372437, 0.08851038664579391), complex(0.7408639788627625, 0.10450100153684616), complex(-18.186473846435547, -1.0), complex(5.618541240692139, 0.009048601612448692), complex(0.12811413407325745, -0.08058992773294449), complex(0.5564934015274048, -0.0), complex(0.8019331097602844, -1.5814155340194702), complex(8.0, 0.0), complex(60.60500717163086, np.inf), complex(-0.5026196241378784, 3.299781560897827), complex(-1.401298464324817e-45, -0.03544875979423523), complex(-0.0077163344249129295, 3.4028234663852886e+38), complex(-0.22464436292648315, 0.139354407787323), complex(2.436248779296875, -24.73003578186035), complex(-0.015186131931841373, 0.0), complex(0.006937805563211441, 0.004663790110498667), complex(2.7728111743927, -3.4028234663852886e+38), complex(-0.007769926451146603, -0.640353262424469), complex(-3.7081618309020996, -87.85987091064453), complex(-0.0012822548160329461, -1.3862895965576172), complex(4.355595111846924, -0.07639835774898529), complex(-0.6907451152801514, -5.996362209320068), complex(-0.12878020107746124, -9.665789604187012), complex(0.0, 0.0009428213816136122), complex(-0.08946686238050461, 0.5312101244926453), complex(-3.4028234663852886e+38, -0.09854552149772644), complex(3.0207648277282715, -2.0122146606445312), complex(0.01318228431046009, 0.248867467045784), complex(-78.17874145507812, 0.0), complex(0.0024711862206459045, 3.4028234663852886e+38), complex(-43.475799560546875, 0.0), complex(-0.5999957919120789, 0.7335821390151978), complex(1.401298464324817e-45, 14.30405044555664), complex(0.057571060955524445, -0.11791601777076721), complex(-7.332179069519043, -2.8012428283691406), complex(2.486539602279663, -7.129297733306885), complex(50.972904205322266, 0.00922821182757616), complex(-24.433917999267578, -0.0006751593900844455), complex(-1.3170262575149536, 0.10948306322097778), complex(0.0, 0.04593484848737717), complex(12.68680191040039, -0.026525350287556648), complex(0.04490026831626892, -0.004804668482393026), complex(-0.01195882074534893, 0.017061296850442886), complex(-27.173709869384766, 2.096386671066284), complex(-0.09673257172107697, -2.0), complex(-0.0033800206147134304, -2.8107223510742188), complex(-8.0, 0.00533693702891469), complex(np.nan, -14.714367866516113), complex(-8.24039077758789, -0.00139145040884614), complex(-0.7967125773429871, 0.8904768228530884), complex(-2.832364797592163, -1.1754943508222875e-38), complex(np.nan, 37.204830169677734), complex(-1.0167245864868164, 3.618265151977539), complex(24.226318359375, 27.574153900146484), complex(-0.009617628529667854, -0.8364748954772949), complex(-3.4028234663852886e+38, -0.10787348449230194), complex(-0.006735241040587425, -27.015235900878906), complex(0.07332193106412888, -2.263707160949707), complex(-0.04633359983563423, 0.006309777032583952), complex(-1.0, -0.10305210947990417), complex(0.003906769212335348, 2.5544400215148926), complex(35.8473014831543, -1.2310447692871094), complex(-1.1754943508222875e-38, -np.inf), complex(0.10253067314624786, 1.1754943508222875e-38), complex(0.0923505574464798, -0.0227140374481678), complex(-1.0019721984863281, -0.13898001611232758), complex(2.2078065872192383, 1.573622465133667), complex(0.012351389043033123, np.inf), complex(-0.23454870283603668, np.inf), complex(1.401298464324817e-45, 0.7585652470588684), complex(37.76063537597656, 1.0491883754730225), complex(-17.850894927978516, 0.0065875886939466), complex(1.8651798963546753, -0.06723275035619736), complex(0.030605202540755272, -3.0), complex(-0.20395705103874207, 0.1211855411529541), complex(-58.69017791748047, -3.4028234663852886e+38), complex(1.6098225116729736, -0.08814753592014313), complex(-0.01003025658428669, -1.401298464324817e-45), complex(-0.2746996581554413, -0.35041797161102295), complex(0.5049968361854553, 0.08363644033670425), complex(0.02784736081957817, -0.17093253135681152), complex(0.02146649733185768, np.nan), complex(-0.03311076760292053, -0.17387446761131287), complex(0.0, 0.03973666951060295), complex(0.25457993149757385, -0.012049409560859203), complex(-0.5376058220863342, -0.5790713429450989), complex(-12.814618110656738, 0.010368023999035358), complex(0.0196476262062788, 60.644775390625), complex(-0.18684501945972443, 0.015180766582489014), complex(27.435171127319336, 0.9742181301116943), complex(0.05959885194897652, -0.008847750723361969), complex(8.03958511352539, -0.0)], np.complex64).reshape((2, 4, 3, 4)), np.array([complex(0.19994311034679413, 0.027138160541653633), complex(-0.016105538234114647, -12.468703269958496), complex(21.664579391479492, 0.08535140007734299), complex(0.49498265981674194, -0.2089683562517166), complex(1.7936384677886963, -0.04954981431365013), complex(-0.36615118384361267, 5.421698570251465), complex(0.0034909883979707956, 0.04421289637684822), complex(1.7097429037094116, -5.2525715827941895), complex(2.6408817768096924, 0.026537569239735603), complex(-0.4720973074436188, -0.009978817775845528), complex(-0.6298848390579224, -26.915822982788086), complex(-0.05992458388209343, 14.756448745727539), complex(-45.741058349609375, -1.401298464324817e-45), complex(0.5436487197875977, 0.9214242696762085), complex(-14.822505950927734, 0.0016908558318391442), complex(-1.6398210525512695, -0.0038446420803666115), complex(0.0, 1.3101391792297363), complex(14.538361549377441, 8.922337532043457), complex(-1.0, 0.5227181315422058), complex(-0.20438197255134583, 0.2543215751647949), complex(-72.84075164794922, 0.023093217983841896), complex(-0.010557887144386768, -0.0), complex(3.4028234663852886e+38, 0.36763066053390503), complex(0.07827827334403992, 1.0738788843154907)], np.complex64).reshape((2, 4, 3, 1))]


def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]


def reproduce():  # run() in a child process
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True, text=True,
                           timeout=120)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, "still running after 120 s"
    how = signal.Signals(-p.returncode).name if p.returncode < 0 else f"status {p.returncode}"
    said = [s[:300] for s in p.stderr.splitlines() if re.match(r"\S.*(check fail|error)", s, re.I)]
    return p.returncode != 0, ": ".join([how] + said[:1])  # its first error line, no traceback's


if __name__ == "__main__" and sys.argv[1:] == ["--run"]:  # the child of reproduce()
    run()
    sys.exit(0)  # (IREE's scatter out of bounds corrupts memory: the exit of SystemExit crashes)
elif __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
