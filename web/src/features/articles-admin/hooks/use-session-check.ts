// Opening the editor asks Auth whether this session still stands (spec §8, Articles): a session the
// server refused (account disabled or deleted, sessions revoked) says 'Erro de autenticação' and
// goes to /admin. Offline, nothing is said: saving keeps the text until the connection is back.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkSession } from '../../auth';
import { notifyError } from '../../../lib/notify';

export function useSessionCheck() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    void checkSession().then((result) => {
      if (!live || result !== 'refused') return;
      notifyError('Erro de autenticação', 'Falha ao verificar sua sessão. Por favor, faça login novamente.');
      navigate('/admin');
    });
    return () => {
      live = false;
    };
  }, [navigate]);
}
