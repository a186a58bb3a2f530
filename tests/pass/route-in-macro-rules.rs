//! `#[derive(Route)]` on items a `macro_rules!` writes: the template comes
//! as a `$t:literal`, the field types as `$ty:ty`, which arrive in invisible
//! groups.

macro_rules! route {
    ($name:ident, $template:literal, $($field:ident: $ty:ty),*) => {
        #[derive(uri::Route, Debug, PartialEq)]
        #[route($template)]
        struct $name {
            $($field: $ty),*
        }
    };
}

route!(User, "/users/{id}{?tab,labels*}", id: u64, tab: Option<String>, labels: Vec<String>);

macro_rules! api {
    ($health:literal, $prefix:literal, $nested:ty) => {
        #[derive(uri::Route, Debug, PartialEq)]
        enum Api {
            #[route($health)]
            Health,
            #[route($prefix)]
            V1($nested),
        }
    };
}

api!("/health", "/v1", User);

fn main() {
    let user = User::from_uri("/users/7?labels=a&labels=b").unwrap();
    assert_eq!(user, User { id: 7, tab: None, labels: vec!["a".into(), "b".into()] });
    assert_eq!(Api::from_uri("/v1/users/7?tab=x").unwrap(), Api::V1(User { id: 7, tab: Some("x".into()), labels: vec![] }));
    assert_eq!(Api::from_uri("/health").unwrap(), Api::Health);
    let id = 9;
    assert_eq!(uri::link!(Api, "/v1/users/{id}"), "/v1/users/9");
}
