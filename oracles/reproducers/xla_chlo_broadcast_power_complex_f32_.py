#!/usr/bin/env python3
"""XLA CPU vs the StableHLO spec: chlo.broadcast_power on complex<f32> (wrong-result).

The spec (chlo.broadcast_power): chlo.broadcast_power is a CHLO op, outside the StableHLO spec:
upstream's ChloOps.td defines it, the mathematical function it names is the expected value

The oracle's verdict: output 0: fail (<= 10 ULP of |result| (chlo.broadcast_power, xla)): 52
element(s) differ; worst at index [0, 28]: expected np.complex64(1.7992427e+35+1.5472414e+35j),
actual np.complex64(inf+infj), error 9.34288e+07 ULP
Expected values: the spec's (the conformance suite's reference interpreter), each within the
largest difference the rule "<= 10 ULP of |result| (chlo.broadcast_power, xla)" accepts for it.

Known divergence (oracles/known_divergences.toml, xla chlo.broadcast_power): as power on
complex<f32> (above): XLA CPU computes exp(y log x) in f32, so its relative error grows with |y
log x|; (-8.640475 - 2.2784758i) ** (-17.144636 - 13.913766i) = 1.8381739e-34 + 2.2053419e-35i,
exact 1.8381742e-34 + 2.2052917e-35i (35 ULP of |result|). Reproduced with jax alone:
tests/oracles/test_chlo_xla_divergences.py::test_broadcast_power_of_complex_in_single_precision.
xla-gpu likewise (jaxlib 0.11.2, H200, 2026-11-26). Reproduced by the conformance case
chlo.broadcast_power/complex<f32>/generated_3.

Seen with jax 0.10.2, jaxlib 0.10.2. Needs only jax, jaxlib, numpy and ml_dtypes. Prints
"REPRODUCES: ..." and exits 1 while the divergence shows, "does not reproduce: ..." and 0 once
it is gone, "could not tell: ..." and 125 when it cannot check (the program failed where a
result was expected, or jax sees no GPU; git bisect run skips a version with that status).
"""
import jax.extend
import numpy as np

PROGRAM = r"""module {
  func.func @main(%arg0: tensor<complex<f32>>, %arg1: tensor<1x127xcomplex<f32>>) -> tensor<1x127xcomplex<f32>> {
    %0 = chlo.broadcast_power %arg0, %arg1 : (tensor<complex<f32>>, tensor<1x127xcomplex<f32>>) -> tensor<1x127xcomplex<f32>>
    return %0 : tensor<1x127xcomplex<f32>>
  }
}
"""
INPUTS = [np.array([complex(1.0, -3.6893485948395848e+19)], np.complex64).reshape(()), np.array([complex(-0.07200401276350021, -3.0), complex(-0.3328903317451477, -6.534825801849365), complex(0.05111255124211311, 0.057251572608947754), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.12255584448575974, 25.372482299804688), complex(-0.13548190891742706, -4.520288944244385), complex(0.17280131578445435, 0.046556539833545685), complex(-0.5288750529289246, -0.706213116645813), complex(0.21442624926567078, 0.005698550492525101), complex(-8.131516293641283e-20, 1.0), complex(0.0017344458028674126, -0.02261507138609886), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(-0.0, 5.450578689575195), complex(8.131516293641283e-20, 1.0), complex(0.07814502716064453, 9.18714714050293), complex(-0.0005355802713893354, -12.0), complex(-0.09054560959339142, -2.468341827392578), complex(-0.12729299068450928, 0.03370343893766403), complex(-0.050602659583091736, -0.05669049173593521), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(-0.16946910321712494, -3.0), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(-0.75, 1.401298464324817e-45), complex(-0.75, 1.1754943508222875e-38), complex(0.6410418152809143, -0.04564701393246651), complex(0.0027187312953174114, -1.5745038986206055), complex(-0.00034416248672641814, -1.1754943508222875e-38), complex(-0.3889668583869934, -8.768227577209473), complex(2.086825370788574, -8.0), complex(0.1505376398563385, 0.100248321890831), complex(0.822529673576355, -2.4187209606170654), complex(-0.871603786945343, -0.022606445476412773), complex(0.5463682413101196, 20.32806968688965), complex(-0.9235244393348694, 0.005491151474416256), complex(0.05901581048965454, 0.045544762164354324), complex(1.1754943508222875e-38, -0.3760254681110382), complex(0.8386784195899963, 0.1059744656085968), complex(0.0, 9.917841911315918), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(1.009322166442871, 0.5544196367263794), complex(-0.03760780394077301, 0.03985903039574623), complex(0.0, -0.013041679747402668), complex(0.1032576709985733, 2.6522045135498047), complex(-0.018021192401647568, 11.64351749420166), complex(-0.003801325336098671, 0.007911932654678822), complex(-0.0094697130843997, -9.54997730255127), complex(-0.0572020560503006, -0.06167718395590782), complex(-0.16508106887340546, 4.157252788543701), complex(-1.0000001192092896, 1.0), complex(0.038586895912885666, -6.8415374755859375), complex(-0.75, 3.9183149698404465e-39), complex(0.15172524750232697, 0.0), complex(0.015581225976347923, 0.011698180809617043), complex(-1.401298464324817e-45, -0.0), complex(1.1754943508222875e-38, -0.2034396082162857), complex(-0.13538821041584015, -0.004354816395789385), complex(-0.019031159579753876, 0.04462182894349098), complex(-0.00876146275550127, -0.018998688086867332), complex(0.002394411014392972, -1.0), complex(-0.0, -1.401298464324817e-45), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(0.004161554854363203, -0.21062521636486053), complex(-0.05179312452673912, 9.856786727905273), complex(-0.2783893048763275, 0.025044187903404236), complex(-1.726722002029419, -1.6307039260864258), complex(0.011733113788068295, 0.018837695941329002), complex(0.013889363035559654, -0.09603481739759445), complex(-2.6280252933502197, 32.03022384643555), complex(-0.04760707914829254, -0.021933045238256454), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(0.3845959007740021, -8.211411476135254), complex(-0.013670573011040688, 16.920711517333984), complex(1.0, 2.0), complex(-1.0017472505569458, -0.7802055478096008), complex(-0.16084203124046326, -1.5216258764266968), complex(0.10657934099435806, -1.5622730255126953), complex(-0.75, -0.0), complex(-0.0, 0.0006043140310794115), complex(-0.01004397589713335, -12.436637878417969), complex(-0.0058072214014828205, 20.97776222229004), complex(-1.6812604665756226, 0.026329373940825462), complex(-0.017220648005604744, 32.453121185302734), complex(-0.7254607677459717, 2.0789835453033447), complex(-0.5282935500144958, -0.0075552212074398994), complex(0.10250284522771835, 0.054170556366443634), complex(-0.22997093200683594, 0.05420669913291931), complex(-1.1754943508222875e-38, 1.0), complex(0.17655473947525024, 0.6114640235900879), complex(-0.6018033027648926, -0.0), complex(-0.13266392052173615, 2.301297903060913), complex(0.10779501497745514, -19.0), complex(-1.1754943508222875e-38, 2.174257278442383), complex(0.27687475085258484, 0.017513398081064224), complex(0.009114938788115978, 0.006767781917005777), complex(-0.03785628080368042, 36.30794143676758), complex(0.02945363149046898, -0.003389292163774371), complex(0.07439498603343964, 13.62114143371582), complex(-0.014849361963570118, 0.08129797875881195), complex(-0.75, 1.401298464324817e-45), complex(0.049872756004333496, -0.3463152348995209), complex(-0.75, 2.5), complex(0.006101809907704592, 1.9979922771453857), complex(1.5, 1.0), complex(0.05503450706601143, -0.016215309500694275), complex(0.5100579261779785, -56.279579162597656), complex(-0.3281117379665375, -0.5135557055473328), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(0.31065958738327026, 0.0), complex(-0.06281505525112152, -7.861760139465332), complex(-1.401298464324817e-45, 0.12608648836612701), complex(-0.03537951037287712, 0.002826422918587923), complex(0.20404832065105438, -0.5103757381439209), complex(6.505213343894066e-23, 8.67361716077003e-23), complex(-0.5, 1.0), complex(0.08793007582426071, 3.9198355674743652), complex(-0.1130504384636879, 0.6199979782104492), complex(6.505213293406968e-20, 8.673617509131006e-20), complex(0.010266582481563091, 2.8730669021606445), complex(-1.1754943508222875e-38, -3.7238457202911377), complex(0.03140154480934143, 44.50693130493164), complex(0.022166350856423378, -0.771402895450592), complex(-0.033436886966228485, 0.005795744713395834), complex(-0.03989217430353165, 0.07220036536455154), complex(-0.004554710350930691, -46.301475524902344), complex(8.67361716077003e-23, -6.505213343894066e-23), complex(0.3732777237892151, -17.636571884155273), complex(0.0, 16.17625617980957)], np.complex64).reshape((1, 127))]
EXPECTED = [  # (output, index, the spec's value, the largest |difference| accepted)
    (0, (0, 28), complex(1.7992426524196254e+35, 1.5472414378400985e+35), 0.0),
    (0, (0, 119), complex(6.216564945990378e+30, 7.149236104250319e+30), 8.548396450010092e+24),
    (0, (0, 94), complex(-6.865342756310993e+23, 8.166444217873376e+23), 9.694357799229425e+17),
    (0, (0, 32), complex(-2.4920314735267913e+24, -2.621311732372495e+24), 4.0761930704164946e+18),
]


def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("cpu")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]


def reproduce():
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))]
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"


if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
