//! Why UTS #46 refused a host name, found after the fact: the `idna` crate's
//! error says only that it failed, so the labels are tried one by one, and
//! the first that fails alone is examined character by character.
//!
//! The rules it tells apart are those `idna::domain_to_ascii` applies: a
//! disallowed character, a label that starts with a combining mark, the
//! contextual rules for joiners (CONTEXTJ, RFC 5892 Appendix A), an `xn--`
//! label that is not Punycode of a valid label, and the bidi rule (RFC 5893),
//! which may also hold between labels that pass alone. A character counts as
//! disallowed only when UTS #46 refuses it alone, after a left-to-right letter
//! and after a right-to-left one: a character that fails only the bidi rule
//! (an Arabic-Indic digit in a left-to-right label) is not named disallowed.

use alloc::string::String;
use core::fmt;

use crate::error::shown::Shown;

/// Which rule a host name broke.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Rule {
    /// A label holds this character, which UTS #46 disallows.
    Disallowed(char),
    /// A label starts with this combining mark.
    LeadingMark(char),
    /// A zero-width joiner or non-joiner where the contextual rule CONTEXTJ
    /// refuses it.
    Joiner,
    /// An `xn--` label that is no Punycode of a valid label.
    ALabel,
    /// A label that breaks the bidi rule on its own.
    Bidi,
    /// Labels that pass alone but break the bidi rule together.
    BidiAcrossLabels,
    /// An empty label, where the rules in force refuse one.
    EmptyLabel,
}

/// The label that broke a rule (as decoded text), and the rule.
pub(crate) fn diagnose(name: &str) -> (Option<String>, Rule) {
    let refused = |text: &str| idna::domain_to_ascii(text).is_err();
    // The label separators of UTS #46 §2.3: the full stop and its ideographic,
    // fullwidth and halfwidth forms.
    let mut labels = name.split(['.', '\u{3002}', '\u{ff0e}', '\u{ff61}']);
    let Some(label) = labels.find(|label| refused(label)) else {
        return (None, Rule::BidiAcrossLabels);
    };
    let alone = |c: char| !refused(c.encode_utf8(&mut [0; 4]));
    // After a left-to-right letter, a combining mark is judged as one, not as
    // a label's start.
    let after_letter = |c: char| !refused(&alloc::format!("a{c}"));
    // After a right-to-left letter (U+05D0, HEBREW LETTER ALEF), a character
    // the bidi rule takes only in a right-to-left label (an Arabic-Indic
    // digit, U+0663) is judged by what UTS #46 allows, not by that rule.
    let after_rtl_letter = |c: char| !refused(&alloc::format!("\u{5d0}{c}"));
    let joiner = |c: char| matches!(c, '\u{200c}' | '\u{200d}');
    let rule = if label.is_empty() {
        Rule::EmptyLabel
    } else if label
        .as_bytes()
        .get(..4)
        .is_some_and(|start| start.eq_ignore_ascii_case(b"xn--"))
    {
        Rule::ALabel
    } else if let Some(c) = label
        .chars()
        .find(|&c| !joiner(c) && !alone(c) && !after_letter(c) && !after_rtl_letter(c))
    {
        Rule::Disallowed(c)
    } else if let Some(c) = label
        .chars()
        .next()
        .filter(|&c| !alone(c) && after_letter(c))
    {
        Rule::LeadingMark(c)
    } else if label.chars().any(joiner) && {
        let without: String = label.chars().filter(|&c| !joiner(c)).collect();
        without.is_empty() || !refused(&without)
    } {
        // The label passes without its joiners: they are what failed.
        Rule::Joiner
    } else {
        Rule::Bidi
    };
    (Some(String::from(label)), rule)
}

/// `label` as messages show it, in backquotes.
pub(crate) struct ShownLabel<'a>(pub(crate) &'a str);

impl fmt::Display for ShownLabel<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("`")?;
        for c in self.0.chars() {
            write!(f, "{}", Shown(c))?;
        }
        f.write_str("`")
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Disallowed(c) => write!(
                f,
                "holds `{}` (U+{:04X}), which UTS #46 disallows in host names",
                Shown(c),
                u32::from(c)
            ),
            Self::LeadingMark(c) => write!(
                f,
                "starts with the combining mark `{}` (U+{:04X}), which must follow a letter",
                Shown(c),
                u32::from(c)
            ),
            Self::Joiner => f.write_str(
                "breaks the contextual rule for joiners (CONTEXTJ, RFC 5892 Appendix A): a \
                 zero-width joiner or non-joiner stands only after a virama, or between joining \
                 letters",
            ),
            Self::ALabel => f.write_str(
                "is not a valid A-label: what follows `xn--` must be the Punycode of a valid label",
            ),
            Self::Bidi => f.write_str(
                "breaks the bidi rule of RFC 5893: it mixes right-to-left and left-to-right \
                 characters, or starts or ends with a character the rule refuses there",
            ),
            Self::BidiAcrossLabels => f.write_str(
                "breaks the bidi rule of RFC 5893 across its labels: in a name with a \
                 right-to-left label, every label must start with a letter and end with a \
                 letter or digit of its direction",
            ),
            Self::EmptyLabel => f.write_str("is empty"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Rule, diagnose};
    use alloc::string::String;

    fn rule(name: &str) -> (Option<String>, Rule) {
        assert!(idna::domain_to_ascii(name).is_err(), "{name:?} is accepted");
        diagnose(name)
    }

    #[test]
    fn the_label_and_the_rule_are_named() {
        let label = |text: &str| Some(String::from(text));
        assert_eq!(
            rule("ok.a\u{2028}b.example"),
            (label("a\u{2028}b"), Rule::Disallowed('\u{2028}'))
        );
        assert_eq!(
            rule("x\u{3002}\u{301}a"),
            (label("\u{301}a"), Rule::LeadingMark('\u{301}'))
        );
        assert_eq!(
            rule("a\u{200d}b..example"),
            (label("a\u{200d}b"), Rule::Joiner)
        );
        assert_eq!(rule("xn--zz.example"), (label("xn--zz"), Rule::ALabel));
        assert_eq!(rule("XN--ZZ"), (label("XN--ZZ"), Rule::ALabel));
        // A character across byte 4 is no prefix to compare (nor a panic).
        assert_eq!(
            rule("exa\u{2028}mple"),
            (label("exa\u{2028}mple"), Rule::Disallowed('\u{2028}'))
        );
        assert_eq!(rule("a\u{5d0}.example"), (label("a\u{5d0}"), Rule::Bidi));
        assert_eq!(rule("1.\u{5d0}"), (None, Rule::BidiAcrossLabels));
        // UTS #46 allows U+0663 (ARABIC-INDIC DIGIT THREE); a label of it
        // alone, or after left-to-right letters, breaks the bidi rule
        // (issue 42).
        assert_eq!(rule("\u{663}"), (label("\u{663}"), Rule::Bidi));
        assert_eq!(
            rule("example\u{663}"),
            (label("example\u{663}"), Rule::Bidi)
        );
        assert!(idna::domain_to_ascii("\u{5d0}\u{663}").is_ok());
        // A joiner with a label that fails the bidi rule anyway: the bidi
        // rule is named.
        assert_eq!(
            rule("a\u{5d0}\u{200c}"),
            (label("a\u{5d0}\u{200c}"), Rule::Bidi)
        );
        assert_eq!(rule("\u{200d}"), (label("\u{200d}"), Rule::Joiner));
        assert_eq!(
            rule("b\u{fffd}\u{200d}"),
            (label("b\u{fffd}\u{200d}"), Rule::Disallowed('\u{fffd}'))
        );
    }
}
