// The side menu's content: groups of links from the feature manifests, filtered by the role.
import { Fragment } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import type { AnyTranslate } from '../../lib/i18n/feature-translation';
import { NavLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Role } from '@portal/shared';
import { PATHS } from '../../config/paths';
import { MenuEntryIcon } from './menu-entry-icon';
import { useMenuForRole } from './menu-context';

export function NavMenu({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useCommonTranslation();
  const groups = useMenuForRole(role);
  // The menu's labels are the features' keys (namespaced in the manifests): known at run time.
  const translateLabel: AnyTranslate = t;
  return (
    <nav aria-label={t('nav.menuLabel')} data-testid="main-menu">
      {groups.map((group) => (
        <Fragment key={group.id}>
          <List
            dense
            aria-labelledby={`menu-group-${group.id}`}
            subheader={
              <ListSubheader
                id={`menu-group-${group.id}`}
                disableSticky
                sx={{ lineHeight: '36px' }}
              >
                {translateLabel(group.labelKey)}
              </ListSubheader>
            }
          >
            {group.items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={item.path}
                  end={item.path === PATHS.dashboard}
                  onClick={onNavigate}
                  data-testid={`menu-${item.id}`}
                  sx={{
                    mx: 1,
                    borderRadius: 1,
                    '&.active': {
                      bgcolor: 'action.selected',
                      fontWeight: 500,
                      '& .MuiListItemIcon-root': { color: 'primary.main' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                    <MenuEntryIcon icon={item.icon} />
                  </ListItemIcon>
                  <ListItemText primary={translateLabel(item.labelKey)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Fragment>
      ))}
    </nav>
  );
}
