export const id = 108;
export const ids = [108];
export const modules = {

/***/ 6108:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.reportJsonSchema = reportJsonSchema;
const zod_1 = __webpack_require__(924);
const schema_js_1 = __webpack_require__(3708);
/**
 * The report format as JSON Schema, for editors and other tools. Generated from the zod
 * schemas the gate validates with, so the two cannot disagree; `input` mode because a file
 * may omit fields that have defaults.
 */
function reportJsonSchema() {
    const schema = zod_1.z.toJSONSchema(schema_js_1.ReportFile, { io: 'input', target: 'draft-2020-12' });
    return {
        $schema: schema.$schema,
        $id: 'https://github.com/citegate/citegate/schema/report.schema.json',
        title: 'citegate report file',
        description: 'A research report in the pipeline format, bare or as {"report": …, "verifications": […]} with committed verifier results.',
        ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
    };
}


/***/ })

};
