# Session 24: a model (numpy, double; not the kernel) of k_win's bound on
# the rows inside a partition (gtsv_spike_window.inc):
#   ratio_p = (max|Y| + max|W| |alpha| + max|V| |beta|) / max|x_p|,
# alpha and beta from the exact solution, partitions of m = 16 rows solved
# by a batched Thomas algorithm (no pivoting: these matrices are dominant).
# k_win sends a call to the two passes when some inner partition's ratio
# exceeds 16.  Run: python3 bound_emulation.py (about 10 s).
import numpy as np, sys
rng = np.random.default_rng(1)
def thomas_batch(a, b, c, f):
    # a: sub (a[:,0] unused), b diag, c super (c[:,-1] unused); shape (P, m); f (P, m, k)
    P, m = b.shape
    cp = np.zeros((P, m)); fp = np.zeros_like(f)
    cp[:, 0] = c[:, 0] / b[:, 0]; fp[:, 0] = f[:, 0] / b[:, 0, None]
    for i in range(1, m):
        den = b[:, i] - a[:, i] * cp[:, i - 1]
        cp[:, i] = c[:, i] / den
        fp[:, i] = (f[:, i] - a[:, i, None] * fp[:, i - 1]) / den[:, None]
    x = np.zeros_like(f); x[:, -1] = fp[:, -1]
    for i in range(m - 2, -1, -1):
        x[:, i] = fp[:, i] - cp[:, i, None] * x[:, i + 1]
    return x
def case(name, dl, d, du, xtrue=None, b=None, m=16):
    n = d.size
    if b is None:
        b = d * xtrue; b[1:] += dl[:-1] * xtrue[:-1]; b[:-1] += du[:-1] * xtrue[1:]
    # exact x by one Thomas over the whole system (as a batch of one)
    A = np.zeros((1, n)); A[0, 1:] = dl[:-1]
    C = np.zeros((1, n)); C[0, :-1] = du[:-1]
    x = thomas_batch(A, d[None, :], C, b[None, :, None])[0, :, 0]
    P = n // m; nn = P * m
    a = np.zeros((P, m)); a.flat[:] = np.r_[0, dl[:nn - 1]]   # a[p,i] = dl[row-1]
    c = np.zeros((P, m)); c.flat[:] = du[:nn]
    bb = d[:nn].reshape(P, m)
    as_ = a[:, 0].copy(); ce = c[:, -1].copy()
    a2 = a.copy(); a2[:, 0] = 0; c2 = c.copy(); c2[:, -1] = 0
    F = np.zeros((P, m, 3)); F[:, :, 0] = b[:nn].reshape(P, m); F[:, 0, 1] = as_; F[:, -1, 2] = ce
    Z = thomas_batch(a2, bb, c2, F)
    Y, W, V = Z[:, :, 0], Z[:, :, 1], Z[:, :, 2]
    xs = x[:nn].reshape(P, m)
    alpha = np.r_[0, x[np.arange(1, P) * m - 1]]  # x^b of the partition above
    beta = np.r_[x[np.arange(0, P - 1) * m + m], 0]  # x^t of the partition below
    xr = Y - W * alpha[:, None] - V * beta[:, None]
    terms = np.abs(Y).max(1) + np.abs(W).max(1) * np.abs(alpha) + np.abs(V).max(1) * np.abs(beta)
    mx = np.abs(xr).max(1)
    r = terms / mx
    print(f"{name:28s} P={P}: ratio max {r.max():.3g}, 99.99% {np.quantile(r, 0.9999):.3g}, median {np.median(r):.3g}; partitions over 16: {(r > 16).sum()}; max|x - (Y-Wa-Vb)|/max|x| {np.abs(xr - xs).max() / np.abs(xs).max():.2g}")
n = (1 << 20) + 0
for name in ("timing diagdom", "gallery type 31-like", "spiky x (test)", "ADI r=1"):
    dl = rng.uniform(-1, 1, n); du = rng.uniform(-1, 1, n); dl[-1] = du[-1] = 0
    if name == "timing diagdom":
        off = np.r_[0, np.abs(dl[:-1])] + np.abs(du)
        d = (off + 1 + rng.uniform(0, 1, n)) * np.where(rng.uniform(0, 1, n) < 0.5, -1, 1)
        case(name, dl, d, du, b=rng.uniform(-1, 1, n))
    elif name == "gallery type 31-like":
        row = np.r_[0, np.abs(dl[:-1])] + np.abs(du); col = np.r_[0, np.abs(du[:-1])] + np.abs(dl)
        d = np.maximum(row, col) * (1.25 + 0.75 * rng.uniform(0, 1, n)) * np.where(rng.uniform(0, 1, n) < 0.5, -1, 1)
        case(name, dl, d, du, b=rng.uniform(-1, 1, n))
    elif name == "spiky x (test)":
        off = np.r_[0, np.abs(dl[:-1])] + np.abs(du)
        d = (off + 4) * np.where(np.arange(n) & 1, -1, 1)
        xt = np.ones(n); xt[np.arange(n) % 37 == 36] = 1e8
        case(name, dl, d, du, xtrue=xt)
    else:
        dl[:] = -1; du[:] = -1; dl[-1] = du[-1] = 0; d = np.full(n, 3.0)
        case(name, dl, d, du, b=rng.uniform(-1, 1, n))
