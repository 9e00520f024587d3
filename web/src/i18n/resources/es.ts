import type { Messages } from './en';

const es: Messages = {
  app: {
    name: 'TradeHub',
    loading: 'Cargando TradeHub…',
    skipToContent: 'Saltar al contenido principal',
    loadFailedTitle: 'No se pudo cargar la aplicación',
    loadFailedFallback: 'Se produjo un error al cargar esta página.',
    tryAgain: 'Intentar de nuevo',
  },
  nav: {
    label: 'Navegación principal',
    dashboard: 'Panel',
    suppliers: 'Lista de proveedores',
    payments: 'Pagos',
    fxManagement: 'Gestión de divisas',
    team: 'Equipo',
    settings: 'Configuración',
    lockedHint: 'Disponible cuando inicie sesión',
  },
  shell: {
    openMenu: 'Abrir el menú de navegación',
    closeMenu: 'Cerrar el menú de navegación',
    demoBanner: 'Está en modo demo – Todos los datos son solo para fines de demostración',
    language: 'Idioma',
  },
  dashboard: {
    subtitle: 'Resumen del espacio de trabajo de demostración',
    loading: 'Cargando el espacio de trabajo de demostración…',
    loadFailed: 'No se pudo cargar el espacio de trabajo de demostración',
    retry: 'Reintentar',
    suppliers: {
      title: 'Proveedores',
      total: 'Total de proveedores',
      byStatus: 'Proveedores por estado',
      statusCount: '{{status}}: {{count}}',
      listTitle: 'Lista de proveedores',
      empty: 'Todavía no hay proveedores',
      columns: {
        name: 'Nombre',
        location: 'Ubicación',
        category: 'Categoría',
        status: 'Estado',
        risk: 'Riesgo',
      },
    },
    fx: {
      title: 'Tipos de cambio',
      source: 'Fuente: {{source}}',
      asOf: 'A fecha de {{time}}',
      empty: 'No hay tipos de cambio disponibles',
    },
    transactions: {
      title: 'Transacciones recientes',
      empty: 'Todavía no hay transacciones',
      columns: {
        supplier: 'Proveedor',
        amount: 'Importe',
        status: 'Estado',
        date: 'Fecha',
        method: 'Método',
      },
    },
  },
  supplierStatus: {
    verified: 'Verificado',
    pending: 'Pendiente',
    rejected: 'Rechazado',
  },
  riskLevel: {
    Low: 'Bajo',
    Medium: 'Medio',
    High: 'Alto',
  },
  transactionStatus: {
    completed: 'Completada',
    pending: 'Pendiente',
    failed: 'Fallida',
  },
  paymentMethod: {
    bankTransfer: 'Transferencia bancaria',
    wireTransfer: 'Transferencia internacional',
    ach: 'ACH',
  },
  apiErrors: {
    network: 'No se pudo conectar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
    invalidResponse: 'El servidor envió una respuesta que TradeHub no pudo leer.',
    http: 'El servidor respondió con un error (HTTP {{status}}).',
  },
};

export default es;
