import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDictionary, isDictionaryOpen } from '../../components/dictionary-overlay/dictionary-overlay-store';
import { activeLearningPage, endLearningRecord } from '../../lib/learning-record';
import { closeNativePage, quitHost } from '../../platform/host';
import { decideBack } from './back-decision';

/** The app's back: what the title bar's back button and the native back button run. */
export function useBackAction(): () => void {
  const navigate = useNavigate();
  const { pathname, key } = useLocation();

  return useCallback(() => {
    // The router keys the entry page 'default': a page opened directly has nothing in the app to
    // go back to, so it goes to the main screen instead of leaving the app.
    const goBack = () => {
      if (key === 'default') void navigate('/index', { replace: true });
      else void navigate(-1);
    };
    const action = decideBack({ pathname, overlayOpen: isDictionaryOpen(), learningPage: activeLearningPage() });
    switch (action.kind) {
      case 'close-overlay':
        closeDictionary();
        return;
      case 'quit-host':
        quitHost();
        return;
      case 'close-native-page':
        closeNativePage();
        return;
      case 'end-record-then-back':
        // The end call is sent before leaving; its answer is not waited for (errors are ignored anyway).
        void endLearningRecord(action.page.moduleId, action.page.categoryId);
        goBack();
        return;
      case 'history-back':
        goBack();
    }
  }, [navigate, pathname, key]);
}
