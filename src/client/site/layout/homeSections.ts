/** The landing page's in-page anchors, linked from the navigation bar and the footer. */
export type HomeSectionId = 'services' | 'about' | 'testimonials' | 'contact';

/** '/#contact': from any page, a link to a section of the landing page. */
export function homeSectionPath(id: HomeSectionId): string {
  return `/#${id}`;
}

export const navigationSections: readonly { id: HomeSectionId; label: string }[] = [
  { id: 'about', label: 'About' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact' },
];
