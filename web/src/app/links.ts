// Addresses outside the app. The blog is a separate site; set its address here.
export const blogUrl = 'https://blog.tradehub.com';

export function mailtoUrl(address: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${address}${query}`;
}
