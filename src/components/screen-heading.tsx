/**
 * A screen's main heading (its one h1). It can take focus from script (tabIndex -1, never in the
 * Tab order) and carries `data-screen-heading`, so after a route change the app moves the focus
 * to it (src/app/route-focus.ts): a screen reader announces the new screen and the next Tab goes
 * on from there. Every routed screen renders its title through this.
 */
import { Text, makeStyles, mergeClasses } from '@fluentui/react-components';

/** The attribute route-focus looks for inside the app's root. */
export const SCREEN_HEADING_ATTRIBUTE = 'data-screen-heading';

const useStyles = makeStyles({
  // Not a control: focus only marks where reading and tabbing go on, so no ring around the title.
  heading: { outlineStyle: 'none' },
});

export interface ScreenHeadingProps {
  id?: string;
  className?: string;
  children: React.ReactNode;
}

export function ScreenHeading({ id, className, children }: ScreenHeadingProps): React.JSX.Element {
  const styles = useStyles();
  return (
    <Text as="h1" id={id} size={600} weight="semibold" tabIndex={-1} className={mergeClasses(styles.heading, className)} data-screen-heading="">
      {children}
    </Text>
  );
}
