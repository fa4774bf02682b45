import { landingVariantOfPath } from '@course/domain/landing-variants';

/**
 * When the light landing document hands over to the whole app: the app's navigation guard and login
 * (issue 3's) own authorization, so a landing that needs a token and has none, or whose address carries a
 * login code or ticket or a token to strip, or a wechatType that differs from the stored one, loads the app.
 */
export function needsShell(input: {
  pathname: string;
  search: string;
  token: string;
  storedWechatType: string | null;
}): boolean {
  const match = landingVariantOfPath(input.pathname);
  if (!match) return true;
  const query = new URLSearchParams(input.search);
  if (query.has('code') || query.has('ticket') || query.has('token')) return true;
  const wechatType = query.get('wechatType');
  if (match.variant.auth && wechatType && input.storedWechatType && wechatType !== input.storedWechatType)
    return true;
  return match.variant.auth && !input.token;
}

/**
 * Loads the app on this document: the server put the app's entry (its module script, preloads and
 * stylesheets) in `<template id="app-shell-entry">`; they are created afresh so that they run.
 */
export function loadShell(doc: Document = document): boolean {
  const template = doc.getElementById('app-shell-entry') as HTMLTemplateElement | null;
  if (!template) return false;
  for (const source of Array.from(template.content.children)) {
    const el = doc.createElement(source.tagName.toLowerCase());
    for (const attr of Array.from(source.attributes)) el.setAttribute(attr.name, attr.value);
    doc.head.appendChild(el);
  }
  return true;
}
