use uri::uri_template;

fn main() {
    let template = uri_template!("/users/{id");
    let _ = template.expression_count();
}
