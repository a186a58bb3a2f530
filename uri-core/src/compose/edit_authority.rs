//! Editing the authority of an owned value in place: host, port and userinfo
//! (see `edit.rs` for the shape of the edits).

use alloc::string::String;
use core::fmt::Write;
use core::net::IpAddr;

use crate::compose::edit::kept_characters;
use crate::compose::parts::{BuildError, check_path_shape, host_text, ip_text, userinfo_text};
use crate::parse::offsets::EditedPart;
use crate::value::owned::{Editing, IriBuf, IriRefBuf, UriBuf, UriRefBuf};

fn set_host(value: &mut Editing<'_>, host: Option<&str>) -> Result<(), BuildError> {
    if let Some(host) = host {
        return replace_host(
            value,
            &kept_characters(&host_text(host)?, value.charset.text()),
        );
    }
    let (text, offsets) = value.parts();
    if !offsets.has_authority() {
        return Ok(());
    }
    check_path_shape(offsets.path(text), offsets.has_scheme(), false)?;
    let hier = offsets.hier_start();
    let range = hier..offsets.path_start();
    let offsets = offsets
        .shifted(EditedPart::Authority, range.len(), 0)
        .with_host(hier, hier);
    value.splice(range, "", offsets);
    Ok(())
}

fn set_ip(value: &mut Editing<'_>, ip: IpAddr) -> Result<(), BuildError> {
    replace_host(value, &ip_text(ip))
}

/// Writes `host` (ready for an authority) in place of the host, or adds an
/// authority holding only it.
fn replace_host(value: &mut Editing<'_>, host: &str) -> Result<(), BuildError> {
    let (text, offsets) = value.parts();
    if offsets.has_authority() {
        let range = offsets.host_start()..offsets.host_end();
        let offsets = offsets.shifted(EditedPart::Host, range.len(), host.len());
        value.splice(range, host, offsets);
        return Ok(());
    }
    check_path_shape(offsets.path(text), offsets.has_scheme(), true)?;
    let hier = offsets.hier_start();
    let inserted = alloc::format!("//{host}");
    let offsets = offsets
        .shifted(EditedPart::Authority, 0, inserted.len())
        .with_host(hier + 2, hier + inserted.len());
    value.splice(hier..hier, &inserted, offsets);
    Ok(())
}

fn set_port(value: &mut Editing<'_>, port: Option<u16>) -> Result<(), BuildError> {
    let (_, offsets) = value.parts();
    if !offsets.has_authority() {
        return Err(BuildError::AuthorityWithoutHost);
    }
    let range = offsets.host_end()..offsets.path_start();
    let mut replacement = String::new();
    if let Some(port) = port {
        let _ = write!(replacement, ":{port}");
    }
    let offsets = offsets.shifted(EditedPart::Port, range.len(), replacement.len());
    value.splice(range, &replacement, offsets);
    Ok(())
}

fn set_userinfo(
    value: &mut Editing<'_>,
    userinfo: Option<(&str, Option<&str>)>,
) -> Result<(), BuildError> {
    let (_, offsets) = value.parts();
    if !offsets.has_authority() {
        return Err(BuildError::AuthorityWithoutHost);
    }
    let range = offsets.hier_start() + 2..offsets.host_start();
    let mut replacement = String::new();
    if let Some((user, password)) = userinfo {
        replacement =
            kept_characters(&userinfo_text(user, password), value.charset.text()).into_owned();
        replacement.push('@');
    }
    let offsets = offsets.shifted(EditedPart::Userinfo, range.len(), replacement.len());
    value.splice(range, &replacement, offsets);
    Ok(())
}

/// The public editing methods of the authority, which all owned types share:
/// each a thin wrapper over the function of its name above.
macro_rules! authority_edits {
    ($owned:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            /// Sets the host (as [`UriBuilder::host`](crate::UriBuilder::host) reads
            /// it), adding an authority if there is none, or removes the whole authority
            /// (userinfo and port too) with `None`.
            ///
            /// # Errors
            ///
            /// The host errors of [`UriBuilder::host`](crate::UriBuilder::host) (a
            /// delimiter such as the `:` of `example.com:8443` is refused, not encoded);
            /// [`BuildError::PathWithoutRoot`] when adding an authority before a path
            /// that does not start with `/`; [`BuildError::PathLikeAuthority`] when
            /// removing it before a path that starts with `//`. The URI is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"https://user@old.example:8443/p\")?;")]
            /// uri.set_host(Some("new.example"))?;
            /// assert_eq!(uri, "https://user@new.example:8443/p");
            /// uri.set_host(Some("::1"))?;
            /// assert_eq!(uri, "https://user@[::1]:8443/p");
            /// assert!(uri.set_host(Some("example.com:80")).is_err());
            /// uri.set_host(None)?;
            /// assert_eq!(uri, "https:/p");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
                set_host(&mut self.editing(), host)
            }

            /// Sets the host to an IP address (IPv6 in brackets); see
            /// [`set_host`](Self::set_host).
            ///
            /// # Errors
            ///
            /// [`BuildError::PathWithoutRoot`] when adding an authority before a path
            /// that does not start with `/`.
            ///
            /// # Examples
            ///
            /// ```
            /// use core::net::Ipv6Addr;
            ///
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h:8080/\")?;")]
            /// uri.set_ip(Ipv6Addr::LOCALHOST.into())?;
            /// assert_eq!(uri, "http://[::1]:8080/");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_ip(&mut self, ip: IpAddr) -> Result<(), BuildError> {
                set_ip(&mut self.editing(), ip)
            }

            /// Sets the port, or removes it with `None`.
            ///
            /// # Errors
            ///
            /// [`BuildError::AuthorityWithoutHost`] when the URI has no authority.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_port(Some(8080))?;
            /// assert_eq!(uri, "http://h:8080/");
            /// uri.set_port(None)?;
            /// assert_eq!(uri, "http://h/");
            #[doc = concat!("assert!(uri::", stringify!($owned), "::parse(\"mailto:a@b\")?.set_port(Some(25)).is_err());")]
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
                set_port(&mut self.editing(), port)
            }

            /// Sets the userinfo from a user name and an optional password (encoded as
            /// [`UriBuilder::userinfo`](crate::UriBuilder::userinfo) does), or removes
            /// it with `None`.
            ///
            /// # Errors
            ///
            /// [`BuildError::AuthorityWithoutHost`] when the URI has no authority.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"ftp://h/\")?;")]
            /// uri.set_userinfo(Some(("anne", Some("p@ss"))))?;
            /// assert_eq!(uri, "ftp://anne:p%40ss@h/");
            /// uri.set_userinfo(None)?;
            /// assert_eq!(uri, "ftp://h/");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_userinfo(
                &mut self,
                userinfo: Option<(&str, Option<&str>)>,
            ) -> Result<(), BuildError> {
                set_userinfo(&mut self.editing(), userinfo)
            }
        }
    };
}

authority_edits!(UriBuf);
authority_edits!(UriRefBuf);
authority_edits!(IriBuf);
authority_edits!(IriRefBuf);
