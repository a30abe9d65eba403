/** A WhatsApp share link for a message (the graduate picks the chat; no number is needed). */
export function whatsAppHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
