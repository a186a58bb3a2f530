//! A route type in a module that shadows the prelude names its impls use.

#![allow(dead_code)]

mod shadowing {
    pub struct Result;
    pub struct String;
    pub struct Vec;
    pub struct Option;
    pub struct Ok;
    pub struct Display;

    #[derive(uri::Route)]
    #[route("/users/{id}{?tab}")]
    pub struct User {
        pub id: u64,
        pub tab: std::option::Option<u8>,
    }

    #[derive(uri::Route)]
    pub enum Api {
        #[route("/health")]
        Health,
        #[route("/api")]
        Users(User),
    }
}

fn main() {
    let user = shadowing::User::from_uri("/users/7?tab=2").unwrap();
    assert_eq!((user.id, user.tab), (7, Some(2)));
    assert_eq!(user.to_string(), "/users/7?tab=2");
    assert!(matches!(
        shadowing::Api::from_uri("/api/users/7"),
        Ok(shadowing::Api::Users(shadowing::User { id: 7, tab: None }))
    ));
}
