// The public surface of @tenderlens/ui. Nothing else is importable.
import './styles/global.css';

export { tokens, timings, breakpoints } from './theme/tokens';
export type { Breakpoint } from './theme/tokens';
export { vars } from './theme/vars.css';
export { sprinkles } from './styles/sprinkles.css';
export type { Sprinkles } from './styles/sprinkles.css';
export { focusRing } from './styles/focusRing.css';

// Components (one line per component folder; keep alphabetical within each block).
// --- block A: primitives ---
export * from './components/Badge';
export * from './components/Button';
export * from './components/Checkbox';
export * from './components/EmptyState';
export * from './components/Icon';
export * from './components/IconButton';
export * from './components/Menu';
export * from './components/Popover';
export * from './components/Skeleton';
export * from './components/Tag';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/VisuallyHidden';
// --- end block A ---
// --- block B: layout and overlays ---
export * from './components/Banner';
export * from './components/CrashPage';
export * from './components/LockedContent';
export * from './components/Modal';
export * from './components/NavShell';
export * from './components/Paywall';
export * from './components/SlideOutPanel';
export * from './components/SmallScreenWarning';
export * from './components/TopBar';
// --- end block B ---
// --- block C: data ---
export * from './components/Collapsible';
export * from './components/ColumnChooser';
export * from './components/DataTable';
export * from './components/Drawer';
export * from './components/FilterChips';
export * from './components/FilterDrawer';
export * from './components/Pagination';
export * from './components/ResultCount';
export * from './components/DataFreshness';
export * from './components/Tabs';
// --- end block C ---
// --- block D: forms ---
export * from './components/ComboBox';
export * from './components/DatePicker';
export * from './components/DateRangePicker';
export * from './components/EmailTokenInput';
export * from './components/MultiSelect';
export * from './components/NumberField';
export * from './components/RadioGroup';
export * from './components/SearchField';
export * from './components/SegmentedControl';
export * from './components/Select';
export * from './components/Switch';
export * from './components/TagInput';
export * from './components/TextArea';
export * from './components/TreeSelect';
// --- end block D ---
// --- block E: display and foundations ---
export { contrastPairs, contrastRatio, formatContrastRatio, relativeLuminance } from './theme/contrast';
export type { ContrastPair } from './theme/contrast';
export * from './components/Avatar';
export * from './components/Card';
export * from './components/SummaryCard';
export * from './components/CopyToClipboard';
export * from './components/LabelledAttribute';
export * from './components/LockIcon';
export * from './components/Mention';
export * from './components/MiniBarChart';
export * from './components/OnboardingNav';
export * from './components/ProgressBar';
export * from './components/RelevanceIndicator';
export * from './components/SeenBy';
export * from './components/StatFigures';
export * from './components/Timeline';
export * from './components/TruncatedText';
// --- end block E ---
export * from './components/Board';
