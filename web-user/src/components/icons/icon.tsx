import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The few Material Design icons the app uses (Apache 2.0 paths), inline instead of @mui/icons-material. One module
 * per icon, imported directly (the build splits code by module): the first load carries only the icons it shows,
 * not every page's.
 */
export const icon = (path: string, name: string) => {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon aria-hidden {...props}>
      <path d={path} />
    </SvgIcon>
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
};
