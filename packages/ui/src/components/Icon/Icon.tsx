import { createElement } from 'react';
import {
  AlertCircle,
  AlertTriangle,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  ChevronsLeft,
  ChevronsRight,
  ClipboardCheck,
  Contact,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Factory,
  FileCheck,
  FileText,
  Filter,
  FolderOpen,
  Gavel,
  HelpCircle,
  Home,
  Info,
  Layers,
  Library,
  List,
  ListChecks,
  Loader2,
  Lock,
  LogOut,
  Mail,
  MessageSquare,
  Minus,
  Monitor,
  MoreHorizontal,
  Newspaper,
  Pencil,
  Phone,
  Plus,
  PoundSterling,
  Receipt,
  RefreshCw,
  Search,
  Settings,
  Star,
  Trash2,
  Truck,
  UserPlus,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import * as styles from './Icon.css';

/**
 * The curated icon set of the kit. Names are UI words; use them through `<Icon icon="Bell" />` or
 * directly as components (`<Icons.Bell aria-hidden />`).
 */
export const Icons = {
  AlertCircle,
  AlertTriangle,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  ChevronsLeft,
  ChevronsRight,
  ClipboardCheck,
  Contact,
  Copy,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Factory,
  FileCheck,
  FileText,
  Filter,
  FolderOpen,
  Gavel,
  HelpCircle,
  Home,
  Info,
  Layers,
  Library,
  List,
  ListChecks,
  Loader: Loader2,
  Lock,
  LogOut,
  Mail,
  MessageSquare,
  Minus,
  Monitor,
  MoreHorizontal,
  Newspaper,
  Pencil,
  Phone,
  Plus,
  PoundSterling,
  Receipt,
  RefreshCw,
  Search,
  Settings,
  Star,
  Trash2,
  Truck,
  UserPlus,
  Users,
  X,
} as const satisfies Record<string, LucideIcon>;

/** Name of an icon in the curated set. */
export type IconName = keyof typeof Icons;

/** An icon given by name from the curated set, or any lucide-style icon component. */
export type IconSource = IconName | LucideIcon;

/** Icon sizes: `sm` 16 px, `md` 20 px, `lg` 24 px (`size.icon*` tokens); `inherit` is 1em. */
export type IconSize = 'sm' | 'md' | 'lg' | 'inherit';

export interface IconProps {
  /** The icon: a name from `Icons`, or an icon component. */
  icon: IconSource;
  /**
   * Size from the token scale.
   * @default 'md'
   */
  size?: IconSize;
  /**
   * Accessible name. With a label the icon is announced as an image; without one it is decorative
   * (`aria-hidden`), which is right whenever text next to it says the same thing.
   */
  label?: string;
  /** Extra class (for colour, use `color` in CSS: icons draw with `currentColor`). */
  className?: string;
}

/** Resolves an `IconSource` to its component. */
export function resolveIcon(icon: IconSource): LucideIcon {
  return typeof icon === 'string' ? Icons[icon] : icon;
}

/** One icon from the curated set, sized from the token scale, decorative unless labelled. */
export function Icon({ icon, size = 'md', label, className }: IconProps) {
  const cls = [styles.icon({ size }), className].filter(Boolean).join(' ');
  // createElement rather than JSX: the component is looked up from a static table, not created here.
  return createElement(
    resolveIcon(icon),
    label
      ? { role: 'img', 'aria-label': label, 'aria-hidden': false, focusable: false, className: cls }
      : { 'aria-hidden': true, focusable: false, className: cls },
  );
}
