import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A header popover (account menu, notifications panel) open for one location only: any navigation closes it,
 * and so do a pointer press outside `areaRef` and Escape (which gives the focus back to `buttonRef`).
 */
export function usePopover<Area extends HTMLElement, Button extends HTMLElement>() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const areaRef = useRef<Area>(null);
  const buttonRef = useRef<Button>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!areaRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    areaRef,
    buttonRef,
    toggle: () => setOpenAt(open ? null : location.key),
    close: () => setOpenAt(null),
  };
}
