use uri::link;

struct User {
    id: u64,
}

fn main() {
    let user = User { id: 7 };
    let _ = link!(User, "/users/{id}", id = user.id);
}
