// Loaded lazily by App (see there): a static import of the kit's barrel, so only the toast region's own modules
// move into this chunk (a dynamic import of the barrel itself would pull the whole kit into the first download).
export { ToastRegion } from '@tenderlens/ui';
