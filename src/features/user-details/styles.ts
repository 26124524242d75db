/**
 * Layout shared by the detail cards (module-scope makeStyles with tokens).
 */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useCardStyles = makeStyles({
  card: { alignSelf: 'start', minWidth: 0 },
  /** A card header's Show/Hide button keeps its words on one line (the description beside it wraps instead). */
  toggle: { whiteSpace: 'nowrap', flexShrink: 0 },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    flexWrap: 'wrap',
  },
  rowLabel: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase500 },
  subheader: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, paddingTop: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});
