/**
 * Design tokens: the only place raw values live. Components read them through `vars` (vars.css.ts).
 * Colour pairs are chosen for at least 4.5:1 contrast of text on its surface (see Foundations/Colour).
 */
export const tokens = {
  color: {
    text: { primary: '#1b1f29', secondary: '#4a5263', inverse: '#ffffff', link: '#1d4ed8', disabled: '#676d7b' },
    surface: {
      page: '#f6f7f9',
      base: '#ffffff',
      raised: '#ffffff',
      sunken: '#eef0f4',
      inverse: '#1b1f29',
      nav: '#14213d',
      navHover: '#1f3157',
      navActive: '#2b4377',
      overlay: 'rgba(15, 20, 30, 0.48)',
    },
    border: { subtle: '#e3e6ec', default: '#c9ced8', strong: '#8a93a6', focus: '#2563eb' },
    brand: { solid: '#2243b6', solidHover: '#1b3594', text: '#ffffff', subtle: '#e8edfc', subtleText: '#1b3594' },
    tone: {
      critical: { solid: '#b42318', text: '#9b1c14', subtle: '#fde8e6' },
      positive: { solid: '#067647', text: '#05603a', subtle: '#e3f6ec' },
      caution: { solid: '#b54708', text: '#93370d', subtle: '#fef3e2' },
      info: { solid: '#175cd3', text: '#1849a9', subtle: '#e6efff' },
      neutral: { solid: '#4a5263', text: '#343a46', subtle: '#eef0f4' },
      beta: { solid: '#6d28d9', text: '#5b21b6', subtle: '#f1eafe' },
    },
    nav: { text: '#e6eaf3', textMuted: '#b9c3d9', badge: '#d54237' },
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { none: '0', sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  font: {
    family: {
      body: '"Inter", "Liberation Sans", "Helvetica Neue", Arial, sans-serif',
      mono: '"Liberation Mono", "SFMono-Regular", Menlo, monospace',
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '32px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  /** Motion, in milliseconds where a number is needed in JS. */
  duration: { fast: '100ms', normal: '200ms', collapse: '300ms', pulse: '1500ms' },
  zIndex: { nav: '10', adminBar: '20', drawer: '100', modal: '200', popover: '300', toast: '400' },
  size: {
    navExpanded: '300px',
    navCollapsed: '80px',
    drawerSave: '486px',
    drawerFilters: '700px',
    drawerRecord: '1200px',
    modalConfirm: '500px',
    tabBar: '48px',
    controlHeight: '36px',
    adminBar: '36px',
    controlHeightSm: '28px',
    tooltipMaxWidth: '280px',
    popoverMaxWidth: '360px',
    menuMinWidth: '200px',
    toastWidth: '420px',
    illustration: '120px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
  },
} as const;

/** Numbers the JS side needs (timers, media queries). Kept beside the CSS tokens so both agree. */
export const timings = {
  tooltipDelayMs: 700,
  hoverTooltipDelayMs: 100,
  tooltipCloseDelayMs: 150,
  collapseMs: 300,
  drawerClearMs: 300,
  toastFailureMs: 5000,
  toastLongMs: 8000,
  toastOffsetPx: 24,
} as const;

export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type Breakpoint = keyof typeof breakpoints;
