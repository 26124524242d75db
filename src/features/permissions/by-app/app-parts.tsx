/**
 * Small parts of the By app view: a permission expression as its ids ('or' between alternatives,
 * 'and' inside one; an id this OMS lacks is marked), and security groups as badge links into the
 * By security group view (with their user counts where known).
 */
import { Fragment } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { parseExpression } from '../../../catalog';

const useStyles = makeStyles({
  expression: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  id: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    paddingInline: tokens.spacingHorizontalXS,
    overflowWrap: 'anywhere',
  },
  missing: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorPaletteRedForeground1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, listStyleType: 'none', margin: 0, padding: 0 },
  badge: {
    display: 'inline-block',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
});

/** An expression's ids: `A or B`, `A and B`; with `present` known, ids this OMS lacks are marked. */
export function PermissionExpression({ expression, present }: { expression: string; present: ReadonlySet<string> | null }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.expression}>
      {parseExpression(expression).map((part, partIndex) => (
        <Fragment key={part.join(' ')}>
          {partIndex > 0 ? <Text size={200}>{t('or')}</Text> : null}
          {part.map((id, idIndex) => (
            <Fragment key={id}>
              {idIndex > 0 ? <Text size={200}>{t('and')}</Text> : null}
              <code className={styles.id}>{id}</code>
              {present && !present.has(id) ? <span className={styles.missing}>{t('Missing on this OMS')}</span> : null}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </span>
  );
}

export interface GroupBadge {
  groupId: string;
  name: string;
}

export interface GroupLinks {
  href(groupId: string): string;
  open(groupId: string): void;
}

/** Groups as links to their permissions; "No security group grants it." when there are none. */
export function GroupBadges({ groups, links, counts }: { groups: readonly GroupBadge[]; links: GroupLinks; counts?: ReadonlyMap<string, number> | null }): React.JSX.Element {
  const styles = useStyles();
  const { t } = useTranslation();
  if (groups.length === 0) return <Text className={styles.muted}>{t('No security group grants it.')}</Text>;
  return (
    <ul className={styles.badges}>
      {groups.map((group) => (
        <li key={group.groupId}>
          <a
            className={styles.badge}
            href={links.href(group.groupId)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              links.open(group.groupId);
            }}
          >
            {group.name}
            {counts ? ` · ${t('{{count}} users', { count: counts.get(group.groupId) ?? 0 })}` : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
