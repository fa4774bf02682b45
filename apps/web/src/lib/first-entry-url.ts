/**
 * The URL this document was loaded with (the spec's `firstEnterUrl`). The messaging app's iOS build checks a
 * single-page app's JS-SDK signature against it, however the app's router changed the address since
 * (DESIGN.md, platform notes). main.tsx records it before the router or the guard touch the address.
 */
let firstEntryUrl: string | null = null;

export function rememberFirstEntryUrl(href: string = window.location.href): void {
  firstEntryUrl ??= href;
}

export function getFirstEntryUrl(): string {
  return firstEntryUrl ?? window.location.href;
}
