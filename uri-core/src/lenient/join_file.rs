//! The `file` states of the lenient join: `file:` as the WHATWG URL
//! Standard reads it, where RFC 3986 reads other components. A host of
//! `localhost` is the empty host, a drive letter where the host stands is the
//! path's first segment, `file:` without `//` gets the empty host or the
//! base's, and a path keeps the base's drive letter; each is a repair, since
//! RFC 3986 resolution of the same text gives another URI.

use crate::error::parse_error::ParseError;
use crate::lenient::join_host;
use crate::lenient::join_input::{Base, SchemeKind};
use crate::lenient::join_states::Join;
use crate::lenient::join_write::{base_drive, is_drive, starts_with_drive};
use crate::lenient::repair::RepairKind;

impl Join<'_, '_> {
    /// The file and file slash states, from `p`; `base` when it is a `file`
    /// URI.
    pub(crate) fn file(&mut self, p: usize, base: Option<Base<'_>>) -> Result<(), ParseError> {
        let s = self.href.bytes();
        self.kind = SchemeKind::File;
        let slash = |b: u8| b == b'/' || b == b'\\';
        let c = s.get(p).copied();
        if c.is_some_and(slash) {
            if c == Some(b'\\') {
                self.note(p, p + 1, RepairKind::BackslashAsSlash);
            }
            let c2 = s.get(p + 1).copied();
            if c2.is_some_and(slash) {
                if c2 == Some(b'\\') {
                    self.note(p + 1, p + 2, RepairKind::BackslashAsSlash);
                }
                return self.file_host(p + 2);
            }
            self.file_base_host(base);
            if let Some(base) = base {
                if !starts_with_drive(&s[p + 1..]) {
                    if let Some(drive) = base_drive(base.path) {
                        // RFC 3986 replaces the base's whole path.
                        self.w.out.push_str(drive);
                        self.note(p, p + 1, RepairKind::KeptDriveLetter);
                    }
                }
            }
            self.path(p + 1);
            return Ok(());
        }
        self.file_base_host(base);
        match base {
            Some(base) => self.base_rest(p, base, true),
            None => self.path(p),
        }
        Ok(())
    }

    /// The empty host, or the base's authority (a userinfo or a port in it
    /// makes browsers refuse the base, which is then taken as written); the
    /// path starts after it.
    fn file_base_host(&mut self, base: Option<Base<'_>>) {
        match base {
            Some(base) if base.authority.is_some() => self.base_authority(base),
            _ => {
                self.w.start_authority();
                self.w.mark_host_end();
            }
        }
        self.used_base |= base.is_some();
        self.w.mark_path_start();
    }

    /// The file host state from `h`: a drive letter there is the path's
    /// first segment, `localhost` is the empty host.
    fn file_host(&mut self, h: usize) -> Result<(), ParseError> {
        let href = self.href;
        let s = href.bytes();
        let end = h + s[h..]
            .iter()
            .position(|&b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
            .unwrap_or(s.len() - h);
        self.w.start_authority();
        if is_drive(&s[h..end]) {
            self.note(h, end, RepairKind::DriveLetterHost);
            self.w.mark_host_end();
            self.w.mark_path_start();
            self.path(h);
            return Ok(());
        }
        if end > h {
            join_host::special(&mut self.w, href, h, end, true)?;
        }
        self.w.mark_host_end();
        self.w.mark_path_start();
        self.path_start(end);
        Ok(())
    }
}
