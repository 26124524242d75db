/**
 * Plain-DOM building for the first paint's pictures (./first-rows.ts, ./details-picture.ts): no
 * React, no Fluent UI. Texts are set as text, never parsed as HTML.
 */
import { FIRST_PAINT_ID } from '../../lib/first-paint';

export type Child = Node | string | null;

export function el(doc: Document, tag: string, className: string, ...children: Child[]): HTMLElement {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

export function withAttributes<T extends Element>(element: T, attributes: Record<string, string>): T {
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * The picture's root: a still picture over the app's root, hidden from assistive technology and
 * inert (it takes no input, so nothing typed into it could be lost), in the app's language.
 */
export function pictureRoot(doc: Document, css: string, language: string, ...children: Child[]): HTMLElement {
  const root = el(doc, 'div', 'fp', el(doc, 'style', '', css), ...children);
  root.id = FIRST_PAINT_ID;
  root.setAttribute('aria-hidden', 'true');
  root.inert = true;
  root.lang = language;
  return root;
}
