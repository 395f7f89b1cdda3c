/**
 * One IntersectionObserver for all page placeholders: tells each page whether it is within about
 * one screen of the viewport (the root margin), which is when it should hold a rendered canvas.
 */

export interface VisibilityTracker {
  observe(el: Element, onChange: (near: boolean) => void): () => void;
  disconnect(): void;
}

export function createVisibilityTracker(root: Element, rootMargin = '100% 0px'): VisibilityTracker {
  const listeners = new Map<Element, (near: boolean) => void>();
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { root, rootMargin, threshold: 0 }
  );
  return {
    observe(el, onChange) {
      listeners.set(el, onChange);
      io.observe(el);
      return () => {
        io.unobserve(el);
        listeners.delete(el);
      };
    },
    disconnect() {
      io.disconnect();
      listeners.clear();
    }
  };
}
