//! Parsing a borrowed string, valid or not, and reading its components never
//! touches the heap.
//!
//! A counting global allocator wraps `System`; the counter is per thread, so
//! what the test harness does on other threads does not disturb it.
#![allow(
    unsafe_code,
    reason = "a counting global allocator needs `unsafe impl GlobalAlloc`; this test crate only"
)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hint::black_box;

thread_local! {
    /// Allocations made by this thread so far.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count_one() {
    // A const-initialised `Cell` has no destructor and is never lazily
    // registered, so touching it here cannot allocate or recurse. `try_with`
    // only fails while the thread is being torn down, when nobody is counting.
    let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + 1));
}

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// `System`, counting the allocations of each thread.
struct Counting;

// SAFETY: every method forwards its arguments unchanged to `System`, which
// implements `GlobalAlloc` correctly, and returns what `System` returned; the
// only other thing done is bumping a thread-local counter, which neither
// allocates nor unwinds.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: the caller upholds `GlobalAlloc::alloc`'s contract for `layout`.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        // SAFETY: the caller guarantees `ptr` came from this allocator (that is,
        // from `System`) with `layout`, and that `new_size` is valid for it.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller guarantees `ptr` came from this allocator (that is,
        // from `System`) with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Runs `work` and returns its result with the number of allocations it made.
fn allocations_in<R>(work: impl FnOnce() -> R) -> (R, u64) {
    let before = allocations();
    let result = work();
    (result, allocations() - before)
}

/// Every accessor of a parsed reference, folded into a number so none of them
/// can be optimised away.
fn touch(reference: &uri::UriRef<'_>) -> usize {
    let mut sum = reference.as_str().len();
    sum += reference.scheme().map_or(0, str::len);
    sum += reference.authority().map_or(0, str::len);
    sum += reference.userinfo().map_or(0, str::len);
    sum += reference.host_str().map_or(0, str::len);
    sum += usize::from(reference.host().is_some());
    sum += reference.port_str().map_or(0, str::len);
    sum += reference.port().ok().flatten().map_or(0, usize::from);
    sum += reference.path().as_str().len();
    sum += reference.path().segments().count();
    sum += reference.query().map_or(0, str::len);
    sum += reference.fragment().map_or(0, str::len);
    sum
}

#[test]
fn the_counter_sees_allocations() {
    let (vector, count) = allocations_in(|| black_box(Vec::<u8>::with_capacity(64)));
    drop(vector);
    assert!(count >= 1, "the counting allocator is not in use");
}

#[test]
fn parsing_borrowed_strings_never_allocates() {
    // All allocation happens here, before counting starts.
    let realistic = uri_tests::corpus::realistic_corpus(5000);
    let absolute = uri_tests::corpus::absolute_corpus(2000);
    let invalid = uri_tests::corpus::invalid_corpus(2000);
    let long: Vec<String> = [1024, 4096, 16384, 65536]
        .map(uri_tests::corpus::long_uri)
        .into();

    let (sum, count) = allocations_in(|| {
        let mut sum = 0;
        for text in realistic.iter().chain(&long) {
            let reference = uri::UriRef::parse(black_box(text)).expect("the corpus is valid");
            sum += touch(black_box(&reference));
        }
        for text in absolute.iter().chain(&long) {
            let uri = uri::Uri::parse(black_box(text)).expect("the corpus is valid");
            sum += uri.scheme().len() + touch(&black_box(uri).as_uri_ref());
        }
        for text in &invalid {
            let error = uri::UriRef::parse(black_box(text)).expect_err("the corpus is invalid");
            sum += black_box(error).index();
        }
        sum
    });
    assert!(sum > 0);
    assert_eq!(
        count, 0,
        "parsing and reading components allocated {count} times"
    );
}

#[test]
fn expanding_a_template_into_a_buffer_never_allocates() {
    use uri::template::UriTemplate;

    let template = UriTemplate::parse(
        "https://api.example.com{/path*}/{id:3}{;params*}{?q,tags,fields*}{&page}{#section}",
    )
    .unwrap();
    let path = ["v1", "caf\u{e9}"];
    let tags = ["rust", "a,b"];
    let fields = [("name", "Ada L"), ("empty", "")];
    let params = [("lang", Some("en")), ("none", None)];
    let variables: [(&str, &dyn uri::template::Value); 9] = [
        ("path", &path),
        ("id", &"12345"),
        ("params", &params),
        ("q", &"100% \u{4e2d}\u{6587}"),
        ("tags", &tags),
        ("fields", &fields),
        ("page", &2_u32),
        ("section", &Some("top")),
        ("unused", &None::<&str>),
    ];
    let mut out = String::with_capacity(1024);
    let (result, count) = allocations_in(|| template.expand_to(black_box(&mut out), &variables));
    result.unwrap();
    assert_eq!(
        out,
        "https://api.example.com/v1/caf%C3%A9/123;lang=en?q=100%25%20%E4%B8%AD%E6%96%87\
         &tags=rust,a%2Cb&name=Ada%20L&empty=&page=2#top"
    );
    assert_eq!(count, 0, "expansion allocated {count} times");
}

#[test]
fn finding_a_route_in_a_template_set_never_allocates() {
    let mut routes = uri::template::TemplateSet::new();
    for (index, (template, _)) in uri_tests::corpus::GITHUB_ROUTES.iter().enumerate() {
        let template = uri::UriTemplate::parse(template).unwrap();
        routes.insert(template, index).unwrap();
    }
    for (index, (_, path)) in uri_tests::corpus::GITHUB_ROUTES.iter().enumerate() {
        let (found, count) = allocations_in(|| {
            let found = black_box(&routes).at(black_box(path));
            found
                .ok()
                .map(|found| (*found.value(), found.captures().len()))
        });
        assert_eq!(found.map(|(value, _)| value), Some(index), "{path}");
        assert_eq!(count, 0, "{path}");
    }
}
