struct User {
    id: u64,
}

fn main() {
    let user = User { id: 7 };
    let _ = uri::uri!("https://api.example.com/users/{user}");
    let _ = user.id;
}
