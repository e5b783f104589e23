// The route table: every path of the spec, its guard (redirectFor) applied with replace, each view lazy.
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  CHECKOUT_PATH,
  HOME_PATH,
  PASSWORD_RESET_PATH,
  VERIFY_EMAIL_CHANGE_PATH,
  VIEW_PATHS,
  redirectFor,
} from '../domain/navigation/routes';
import { auth } from '../state/auth';
import { ViewLoading } from './view-loading';
import {
  AddPicksView,
  AdminView,
  BetTrackingView,
  CheckoutView,
  HandicapperProfileView,
  HomeView,
  PasswordResetView,
  SettingsView,
  UpgradeView,
  VerifyEmailChangeView,
} from './views';

export function AppRoutes() {
  const [location] = useLocation();
  const { roles } = useSnapshot(auth);
  const target = redirectFor(location, { roles });
  if (target !== null) {
    // Keep history.state (its navIndex) so the history store replaces this entry instead of adding one.
    return <Redirect to={target} replace state={window.history.state as unknown} />;
  }
  return (
    <Suspense fallback={<ViewLoading />}>
      <Switch>
        <Route path={VIEW_PATHS.home} component={HomeView} />
        <Route path={VIEW_PATHS.betTracking} component={BetTrackingView} />
        <Route path={VIEW_PATHS.settings} component={SettingsView} />
        <Route path={VERIFY_EMAIL_CHANGE_PATH} component={VerifyEmailChangeView} />
        <Route path={PASSWORD_RESET_PATH} component={PasswordResetView} />
        <Route path={VIEW_PATHS.addPicks} component={AddPicksView} />
        <Route path={VIEW_PATHS.upgrade} component={UpgradeView} />
        <Route path={CHECKOUT_PATH} component={CheckoutView} />
        <Route path={VIEW_PATHS.admin} component={AdminView} />
        <Route path={VIEW_PATHS.handicapperProfile} component={HandicapperProfileView} />
        <Route>
          <Redirect to={HOME_PATH} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
