/** Whether an interview place is a link (a video call) rather than an address. */
export const isLink = (place: string) => /^https?:\/\//i.test(place.trim());
