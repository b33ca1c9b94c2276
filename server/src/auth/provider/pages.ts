/**
 * The embedded provider's pages: sign in, create account, sign out and errors. Plain HTML
 * forms with no script, every value escaped.
 */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f6f1;color:#1d2b1f;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(26rem,calc(100vw - 2rem));background:#fff;border-radius:12px;padding:2rem;
  box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
.logo{display:flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.1rem;color:#2f6b3a;margin-bottom:1rem}
h1{font-size:1.4rem;margin:0 0 1.25rem}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #b9c5b7;border-radius:8px;font:inherit}
input:focus{outline:3px solid #9fd3a8;border-color:#2f6b3a}
button{width:100%;margin-top:1.4rem;padding:.7rem;border:0;border-radius:8px;background:#2f6b3a;
  color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#e7ede5;color:#1d2b1f;margin-top:.6rem}
.alert{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.6rem .8rem;margin:0 0 .5rem}
.hint{color:#4d5e4f;font-size:.9rem}
p.switch{margin:1.25rem 0 0;text-align:center}
a{color:#2f6b3a}
`;

/** The same mark as the web app's favicon, inline so the page needs no other request. */
const LOGO = `<svg width="28" height="28" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2f6b3a"/><path d="M16 5 27 16 16 27 5 16Z M10.5 10.5 21.5 21.5 M21.5 10.5 10.5 21.5" stroke="#a9cfae" stroke-width="1.6" stroke-linejoin="round" fill="none"/><path d="M17 27c-.6-6.8 2.6-11.5 9.5-13 .6 7-2.8 11.6-9.5 13Z" fill="#e3f4e1" stroke="#2f6b3a" stroke-width="1.6" paint-order="stroke"/><path d="M17.8 26c1.9-4 4.4-7 7.6-9.2" stroke="#2f6b3a" stroke-width="1.1" stroke-linecap="round" fill="none"/></svg>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Trellis</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="logo">${LOGO}<span>Trellis</span></div>
${body}
</main>
</body>
</html>`;
}

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}

export function loginPage(uid: string, opts: { email?: string; error?: string } = {}): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${alert(opts.error)}
<form method="post" action="${base}/login" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(opts.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="switch">New to Trellis? <a href="${base}/register">Create an account</a></p>`,
  );
}

export function registerPage(
  uid: string,
  opts: { name?: string; email?: string; error?: string } = {},
): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Create account',
    `<h1>Create account</h1>
${alert(opts.error)}
<form method="post" action="${base}/register" novalidate>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required autofocus value="${escapeHtml(opts.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" aria-describedby="password-hint">
<p class="hint" id="password-hint">At least 8 characters.</p>
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${base}">Sign in</a></p>`,
  );
}

/** Asks before ending the session; `form` is the provider's hidden form with its xsrf token. */
export function logoutPage(form: string): string {
  return layout(
    'Sign out',
    `<h1>Sign out of Trellis?</h1>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>`,
  );
}

export function loggedOutPage(): string {
  return layout(
    'Signed out',
    `<h1>You are signed out</h1><p class="switch"><a href="/">Back to Trellis</a></p>`,
  );
}

export function errorPage(message: string): string {
  return layout(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>${alert(message)}<p class="switch"><a href="/">Back to Trellis</a></p>`,
  );
}
