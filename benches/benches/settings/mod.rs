//! The criterion settings the corpus benches share: small enough that a whole run
//! takes minutes on two cores (1 s warm-up, 3 s measurement, 30 samples).

use std::time::Duration;

use criterion::Criterion;

pub(crate) fn criterion() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30)
}
