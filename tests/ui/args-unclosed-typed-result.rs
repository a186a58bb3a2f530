use uri::UriBuf;
use uri::template::ExpandError;

fn main() {
    let login = "ada";
    let page: Result<UriBuf, ExpandError> = uri::uri!("https://h/users/{login", login = login);
    let _ = page;
}
