export type MessageClass = 'success' | 'alert' | 'warning';

/** The generic message popup of the spec: title, content, button text, class and an optional redirect. */
export interface Message {
  title: string;
  /** Plain text paragraphs; never HTML. */
  content: string;
  buttonText: string;
  className: MessageClass;
  /** Where the button leads; without it the button only closes the popup. */
  redirect?: string;
  /** An optional picture (e.g. the product added to the cart). */
  image?: string;
  /** An optional 'quantity x unit price' line (the product added to the cart), formatted by <Price>. */
  price?: { quantity: number; value: number };
}
