//! A `no_std` user of `uri`: parsing, accessors and errors, with no allocator.
#![no_std]

use uri::{Host, Uri, UriRef};

const API: Uri<'static> = match Uri::parse("https://api.example.com:8443/v1?x#y") {
    Ok(uri) => uri,
    Err(_) => panic!("invalid URI"),
};

/// The host of a constant URI, read in `const` code.
pub const API_HOST: Option<&str> = API.host_str();

/// The port of a URI with an IPv4 host, parsed at run time.
#[unsafe(no_mangle)]
pub extern "C" fn uri_port() -> u32 {
    match Uri::parse("http://127.0.0.1:8080/") {
        Ok(uri) => match (uri.host(), uri.port()) {
            (Some(Host::Ipv4(_)), Ok(Some(port))) => u32::from(port),
            _ => 0,
        },
        Err(error) => u32::try_from(error.index()).unwrap_or(u32::MAX),
    }
}

/// Whether a relative reference parses, and where it fails otherwise.
#[unsafe(no_mangle)]
pub extern "C" fn uri_error_index() -> usize {
    match UriRef::parse("a b") {
        Ok(_) => usize::MAX,
        Err(error) => error.index(),
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {}
}
