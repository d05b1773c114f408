(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 6108,
ids: [6108],
modules: {

/***/ 6108:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportJsonSchema: () => (/* binding */ reportJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1327);


/**
 * The report format as JSON Schema, for editors and other tools. Generated from the zod
 * schemas the gate validates with, so the two cannot disagree; `input` mode because a file
 * may omit fields that have defaults.
 */
function reportJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportFile */ .JY, { io: 'input', target: 'draft-2020-12' });
    return {
        $schema: schema.$schema,
        $id: 'https://github.com/citegate/citegate/schema/report.schema.json',
        title: 'citegate report file',
        description: 'A research report in the pipeline format, bare or as {"report": …, "verifications": […]} with committed verifier results.',
        ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
    };
}


/***/ })

} };
})
