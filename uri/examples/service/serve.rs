//! Serving the service: on `127.0.0.1`, at the port of `PORT`; with
//! `--once`, one request to itself, answered and printed.

use std::net::SocketAddr;

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use uri::axum::Routes;

/// A GET of `target` sent to the service at `address` as an HTTP/1.1 client
/// sends it (the path and query as they are): the whole answer.
pub(crate) async fn ask(address: SocketAddr, target: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(address).await?;
    let request = format!("GET {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await?;
    Ok(answer)
}

/// The port of `PORT`, or any free one without it.
fn port() -> Result<u16, String> {
    match std::env::var("PORT") {
        Ok(port) => port
            .parse()
            .map_err(|error| format!("PORT={port:?} is not a port number: {error}")),
        Err(_) => Ok(0),
    }
}

/// Serves `app` until the process ends, or with `--once` for one request.
pub(crate) async fn run(app: Routes) -> Result<(), Box<dyn std::error::Error>> {
    let listener = TcpListener::bind(("127.0.0.1", port()?)).await?;
    let address = listener.local_addr()?;
    println!("serving on http://{address}");
    let server = axum::serve(listener, app.into_make_service());
    if std::env::args().any(|argument| argument == "--once") {
        tokio::spawn(async move { server.await });
        let target = "/rep%6Fs/rust-lang/rust/issues?state=open&page=2&utm_source=x";
        let answer = ask(address, target).await?;
        println!("GET {target}\n{answer}");
        if !answer.starts_with("HTTP/1.1 200") {
            return Err("the service did not answer 200".into());
        }
        return Ok(());
    }
    server.await?;
    Ok(())
}
