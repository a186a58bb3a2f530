//! Integration tests of the `uri` workspace live in `tests/`; this library is empty.
