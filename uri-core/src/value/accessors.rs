//! The component accessors shared by [`crate::Uri`] and [`crate::UriRef`].
//!
//! Both types are a `&str` plus the parser's offsets; everything but the scheme
//! reads the same way, so it is written once here and stamped into both `impl`
//! blocks.
//!
//! A macro rather than a trait: the accessors are `const fn`, so they can be read
//! in `const` items (`const HOST: Option<&str> = API.host_str();`), and a trait's
//! methods cannot be `const fn` on stable Rust. A trait would also make every
//! caller import it to read a host.
//!
//! Naming: an accessor returns the component in its richest type (`host()` a
//! [`Host`](crate::Host), `port()` a number, `path()` a [`Path`](crate::Path));
//! where that is not the text itself, `<name>_str()` returns the text as written.

/// Expands to the accessors of a borrowed URI type `$ty` with fields
/// `text: &'a str` and `offsets: Offsets`.
macro_rules! borrowed_accessors {
    ($ty:ident) => {
        #[doc = concat!("The whole ", stringify!($ty), " as written.")]
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("let uri = uri::", stringify!($ty), "::parse(\"https://example.com/a?b#c\").unwrap();")]
        /// assert_eq!(uri.as_str(), "https://example.com/a?b#c");
        /// ```
        pub const fn as_str(&self) -> &'a str {
            self.text
        }

        /// The authority (`[ userinfo "@" ] host [ ":" port ]`, [RFC 3986 §3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)), or
        /// `None` when there is no `//`. It may be empty, as in `file:///etc`.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("let uri = ", stringify!($ty), "::parse(\"https://user@example.com:8080/a\").unwrap();")]
        /// assert_eq!(uri.authority(), Some("user@example.com:8080"));
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"file:///etc\").unwrap().authority(), Some(\"\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"mailto:a@example.com\").unwrap().authority(), None);")]
        /// ```
        pub const fn authority(&self) -> Option<&'a str> {
            self.offsets.authority(self.text)
        }

        /// The userinfo before `@` in the authority, or `None` without an `@`.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("let uri = ", stringify!($ty), "::parse(\"ftp://anonymous@ftp.example.com/\").unwrap();")]
        /// assert_eq!(uri.userinfo(), Some("anonymous"));
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"ftp://@h/\").unwrap().userinfo(), Some(\"\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"ftp://h/\").unwrap().userinfo(), None);")]
        /// ```
        pub const fn userinfo(&self) -> Option<&'a str> {
            self.offsets.userinfo(self.text)
        }

        /// The host as written (with the brackets of an IP literal), or `None`
        /// without an authority.
        ///
        /// Show users this, not the text, where they decide whether to trust a
        /// link: in `https://www.bank.example@evil.example/` the host is
        /// `evil.example` ([RFC 3986 §7.6](https://www.rfc-editor.org/rfc/rfc3986#section-7.6)). To decide which host a client
        /// connects to, ask [`Host::reach`](crate::Host::reach): the text of a
        /// host is not that answer (`0x7f.1` is 127.0.0.1).
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("let uri = uri::", stringify!($ty), "::parse(\"http://[::1]:80/\").unwrap();")]
        /// assert_eq!(uri.host_str(), Some("[::1]"));
        #[doc = concat!("let link = uri::", stringify!($ty), "::parse(\"https://www.bank.example@evil.example/\").unwrap();")]
        /// assert_eq!(link.host_str(), Some("evil.example"));
        /// ```
        pub const fn host_str(&self) -> Option<&'a str> {
            self.offsets.host(self.text)
        }

        /// The host, typed: a registered name or an IP address; `None` without an
        /// authority. See [`Host`](crate::Host).
        ///
        /// # Examples
        ///
        /// ```
        /// use core::net::Ipv4Addr;
        #[doc = concat!("use uri::{Host, ", stringify!($ty), "};")]
        ///
        #[doc = concat!("let uri = ", stringify!($ty), "::parse(\"http://192.0.2.7/\").unwrap();")]
        /// assert_eq!(uri.host(), Some(Host::Ipv4(Ipv4Addr::new(192, 0, 2, 7))));
        /// ```
        pub const fn host(&self) -> Option<$crate::value::host::Host<'a>> {
            match self.offsets.host(self.text) {
                Some(text) => Some($crate::value::host::Host::from_validated(text)),
                None => None,
            }
        }

        /// The port as written after the host's `:` (digits, possibly empty or with
        /// leading zeros), or `None` without a `:`. See [`port`](Self::port) for
        /// its value.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h:0080\").unwrap().port_str(), Some(\"0080\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h:\").unwrap().port_str(), Some(\"\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h\").unwrap().port_str(), None);")]
        /// ```
        pub const fn port_str(&self) -> Option<&'a str> {
            self.offsets.port(self.text)
        }

        /// The port as a number: `Ok(None)` when there is no port or it is empty
        /// ([RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3)); leading zeros do not count. See
        /// [`port_str`](Self::port_str) for the text.
        ///
        /// # Errors
        ///
        /// [`ParseErrorKind::PortOverflow`](crate::ParseErrorKind::PortOverflow), spanning the
        /// port, when its value is above 65535: RFC 3986 allows any number of digits.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::{ParseErrorKind, ", stringify!($ty), "};")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h:0080\").unwrap().port(), Ok(Some(80)));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h:\").unwrap().port(), Ok(None));")]
        #[doc = concat!("let error = ", stringify!($ty), "::parse(\"http://h:65536\").unwrap().port().unwrap_err();")]
        /// assert_eq!((error.kind(), error.index(), error.len()), (ParseErrorKind::PortOverflow, 9, 5));
        /// ```
        pub const fn port(&self) -> Result<Option<u16>, $crate::error::parse_error::ParseError> {
            match self.offsets.port(self.text) {
                Some(digits) => $crate::value::port::port_number(digits, self.offsets.port_start()),
                None => Ok(None),
            }
        }

        /// The port, or the scheme's well-known default port
        /// ([`default_port`](crate::default_port)) when the port is absent or
        /// empty: what a client connects to.
        ///
        /// # Errors
        ///
        /// [`ParseErrorKind::PortOverflow`](crate::ParseErrorKind::PortOverflow) when the
        /// port's value is above 65535.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"https://h/\")?.port_or_known_default()?, Some(443));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"https://h:8443/\")?.port_or_known_default()?, Some(8443));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"urn:isbn:0451450523\")?.port_or_known_default()?, None);")]
        /// # Ok::<(), uri::ParseError>(())
        /// ```
        pub fn port_or_known_default(&self) -> Result<Option<u16>, $crate::error::parse_error::ParseError> {
            match self.port()? {
                Some(port) => Ok(Some(port)),
                None => Ok(self.offsets.scheme(self.text).and_then($crate::value::port::default_port)),
            }
        }

        /// The path, possibly empty. See [`Path`](crate::Path).
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("let uri = uri::", stringify!($ty), "::parse(\"mailto:user@example.com?subject=hi\").unwrap();")]
        /// assert_eq!(uri.path(), "user@example.com");
        /// ```
        pub const fn path(&self) -> $crate::value::path::Path<'a> {
            $crate::value::path::Path::new(self.offsets.path(self.text))
        }

        /// The query after `?` (without it), or `None` without a `?`.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/?a=1?b\").unwrap().query(), Some(\"a=1?b\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/?\").unwrap().query(), Some(\"\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/\").unwrap().query(), None);")]
        /// ```
        pub const fn query(&self) -> Option<&'a str> {
            self.offsets.query(self.text)
        }

        /// The `key=value` pairs of the query, `&`-separated and decoded on demand
        /// (none without a query); see [`QueryPairs`](crate::QueryPairs) for the
        /// form-data and `;` options.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("let uri = uri::", stringify!($ty), "::parse(\"http://h/?q=a%20b&n=1\").unwrap();")]
        /// # #[cfg(feature = "alloc")] {
        /// let pairs: Vec<_> = uri.query_pairs().map(|p| (p.key().as_encoded(), p.value().unwrap().decode().unwrap())).collect();
        /// assert_eq!(pairs, [("q", "a b".into()), ("n", "1".into())]);
        /// # }
        /// ```
        pub const fn query_pairs(&self) -> $crate::encoding::query::QueryPairs<'a> {
            match self.offsets.query(self.text) {
                Some(query) => $crate::encoding::query::QueryPairs::new(query),
                None => $crate::encoding::query::QueryPairs::new(""),
            }
        }

        /// The fragment after `#` (without it), or `None` without a `#`.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/#top\").unwrap().fragment(), Some(\"top\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/#\").unwrap().fragment(), Some(\"\"));")]
        #[doc = concat!("assert_eq!(", stringify!($ty), "::parse(\"http://h/\").unwrap().fragment(), None);")]
        /// ```
        pub const fn fragment(&self) -> Option<&'a str> {
            self.offsets.fragment(self.text)
        }

        /// Whether the userinfo holds a password: text after its first `:`
        /// ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1) deprecates the `user:password` form).
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use uri::", stringify!($ty), ";")]
        ///
        #[doc = concat!("assert!(", stringify!($ty), "::parse(\"ftp://u:secret@h/\").unwrap().has_password());")]
        #[doc = concat!("assert!(!", stringify!($ty), "::parse(\"ftp://u:@h/\").unwrap().has_password());")]
        #[doc = concat!("assert!(!", stringify!($ty), "::parse(\"ftp://u@h/\").unwrap().has_password());")]
        /// ```
        pub const fn has_password(&self) -> bool {
            $crate::value::redact::parsed_password_range(self.offsets, self.text).is_some()
        }

        /// A `Display` of the text with the password replaced by `***`, for logs
        /// ([RFC 3986 §7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5): a password should not be shown in clear text).
        ///
        /// `Display` and `as_str` give the text as it is, password and all;
        /// `Debug` shows `***` in its place (so `{:?}` logs and `.unwrap()`
        /// panics do not leak it), as do this crate's errors and their
        /// drawings. Print a URI that may hold a password with this.
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("let uri = uri::", stringify!($ty), "::parse(\"https://me:hunter2@example.com/\").unwrap();")]
        /// assert_eq!(uri.redacted().to_string(), "https://me:***@example.com/");
        /// assert!(!format!("{uri:?}").contains("hunter2"));
        /// ```
        pub const fn redacted(&self) -> $crate::value::redact::Redacted<'a> {
            $crate::value::redact::Redacted::new(self.text, self.offsets)
        }

        /// The offsets the value was built from.
        pub(crate) const fn offsets(&self) -> $crate::parse::offsets::Offsets {
            self.offsets
        }
    };
}

pub(crate) use borrowed_accessors;

/// The trait impls shared by the borrowed types: text-based comparison, `Display`,
/// `Debug`, `AsRef<str>`, `TryFrom<&str>`.
macro_rules! borrowed_impls {
    ($ty:ident) => {
        impl core::fmt::Display for $ty<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.pad(self.text)
            }
        }

        /// Shows the text with the password replaced by `***`, so that values
        /// logged with `{:?}` (or inside a derived `Debug`) leak no credentials;
        /// `Display` gives the text unchanged.
        impl core::fmt::Debug for $ty<'_> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_tuple(stringify!($ty))
                    .field(&self.redacted())
                    .finish()
            }
        }

        impl PartialEq for $ty<'_> {
            fn eq(&self, other: &Self) -> bool {
                self.text == other.text
            }
        }

        impl Eq for $ty<'_> {}

        impl PartialOrd for $ty<'_> {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $ty<'_> {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.text.cmp(other.text)
            }
        }

        impl core::hash::Hash for $ty<'_> {
            fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                self.text.hash(state);
            }
        }

        impl PartialEq<str> for $ty<'_> {
            fn eq(&self, other: &str) -> bool {
                self.text == other
            }
        }

        impl PartialEq<&str> for $ty<'_> {
            fn eq(&self, other: &&str) -> bool {
                self.text == *other
            }
        }

        impl PartialEq<$ty<'_>> for str {
            fn eq(&self, other: &$ty<'_>) -> bool {
                self == other.text
            }
        }

        impl PartialEq<$ty<'_>> for &str {
            fn eq(&self, other: &$ty<'_>) -> bool {
                *self == other.text
            }
        }

        impl AsRef<str> for $ty<'_> {
            fn as_ref(&self) -> &str {
                self.text
            }
        }

        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = $crate::error::parse_error::ParseError;

            fn try_from(text: &'a str) -> Result<Self, Self::Error> {
                Self::parse(text)
            }
        }

        impl<'a> From<$ty<'a>> for &'a str {
            fn from(value: $ty<'a>) -> Self {
                value.text
            }
        }
    };
}

pub(crate) use borrowed_impls;
