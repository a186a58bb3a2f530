use uri::link;
use uri_tests::route_types::Shop;

fn main() {
    let _ = link!(Shop, "/api/items/{id}{?field}", id = 7, field = "name");
}
